// Every test file starts with the engine's catalog (catalog_fixture.ts), as the page does (main.ts awaits it
// before the first page): the factions a game seats, their names and counters come from it.
import { useEngineCatalog } from './catalog_fixture';

useEngineCatalog();
