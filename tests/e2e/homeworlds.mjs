// End-to-end scenario 11 (issue 14): the Homeworlds (variant em_homeworlds) at 390x844, in a game
// created from a stated position (docs/GAME_FILES.md), every seat claimed (no bots). The Atreides (6
// forces in False Wall East, 14 in reserve: Caladan high) beat the Harkonnen there; Caladan's high face
// offers them one reserve force for the battle's territory (homeworld_reinforcement). With the storm over
// sector 8 the list offers sectors 4 to 7 only; the Atreides pick sector 6 in the labelled list and move
// the force with a click. The Factions card shows Caladan's natives drop from 14 to 13, and the
// Harkonnen page shows the same public line. Then, in a second game (Shipment and Movement, every
// Atreides force on Arrakis or in the Tanks: Caladan has no natives), the Harkonnen pick "Caladan
// (Homeworld)" in the shipment form and ship 2 forces there with a click, for 2 spice: Caladan's line on
// the Factions card names the Harkonnen as its Occupier on both pages.
import { join } from 'node:path';
import { kitOf } from './kit.mjs';

export async function homeworlds({ base, browser, check, log, shots, checkPlayerText }) {
  const { viewOf, fromFile, open, decisionOn, clickAndWait, drive } = kitOf({ base, browser, log }, 'e2e11');
  const gameFile = {
    format: 'dune-game',
    setup: { ruleset: 'basic', factions: ['atreides', 'harkonnen'], variants: ['em_homeworlds'], random_seating: false },
    position: {
      turn: 3,
      phase: 'battle',
      storm_sector: 8,
      forces: [
        { faction: 'atreides', territory: 'false_wall_east', sector: 4, count: 6 },
        { faction: 'harkonnen', territory: 'false_wall_east', sector: 5, count: 3 },
      ],
      spice_on_board: [],
      atreides: { spice: 10, hand: [] },
      harkonnen: { spice: 10, hand: [] },
    },
  };
  const { code, tokens } = await fromFile(gameFile);
  const atView = (await viewOf(code, tokens.atreides)).view;
  const hkView = (await viewOf(code, tokens.harkonnen)).view;
  // Leaders that are no traitor of the other side (the server deals the traitors): the Atreides win 5 + 3.
  const traitorsOf = (v) => v.traitors.map((l) => l.name);
  const leader = (v, f, avoid, order) => order.find((n) => v.players[f].leaders.some((l) => l.name === n) && !avoid.includes(n));
  // The Harkonnen keep all four traitor cards they draw: in about one game in thirty they hold the three strongest
  // Atreides leaders, so the weaker two are asked too (with one more force dialled for Dr. Yueh, who would tie).
  const atLeader = leader(atView, 'atreides', traitorsOf(hkView), ['Thufir Hawat', 'Lady Jessica', 'Gurney Halleck', 'Duncan Idaho', 'Dr. Wellington Yueh']);
  const atDial = atLeader === 'Dr. Wellington Yueh' ? 4 : 3;
  const hkLeader = leader(hkView, 'harkonnen', traitorsOf(atView), ['Umman Kudu', 'Captain Iakin Nefud', 'Piter de Vries']);
  const line = async (page) => ((await page.locator('[data-testid="homeworld-caladan"]').allTextContents())[0] ?? '').trim();

  const at = await open(code, tokens.atreides);
  const hk = await open(code, tokens.harkonnen);
  const before = await line(at);
  check(/^Caladan \(Atreides\): 14 in reserve, high \(high from 6\)/.test(before), `homeworlds 11: the Factions card shows Caladan high with 14 natives ("${before}")`);
  let moved = false;
  async function reinforce(s) {
    const dec = await decisionOn(at, 'homeworld_reinforcement', s);
    const title = ((await dec.locator('h3, .title').first().textContent().catch(() => '')) ?? '').trim();
    check(/Caladan/.test(title) || /Caladan/.test(await dec.innerText()), `homeworlds 11: the decision names Caladan ("${title}")`);
    const select = dec.getByLabel('Where the force from Caladan goes (or tap the map)');
    const options = (await select.locator('option').allTextContents()).map((t) => t.trim());
    check(
      options.join(' | ') === 'False Wall East (sector 4) | False Wall East (sector 5) | False Wall East (sector 6) | False Wall East (sector 7)',
      `homeworlds 11: the sectors offered are the battle's, not the one in the storm (${options.join(' | ')})`,
    );
    check((await dec.locator('.buttons.pass button').innerText()).trim() === 'Decline', 'homeworlds 11: the reinforcement may be declined ("Decline")');
    await select.selectOption({ label: 'False Wall East (sector 6)' });
    const button = dec.getByRole('button', { name: 'Move one force here' });
    const box = await button.boundingBox();
    check(box && box.x >= 0 && box.x + box.width <= 390, 'homeworlds 11: the button fits 390 px');
    await dec.scrollIntoViewIfNeeded();
    await at.screenshot({ path: join(shots, 'homeworlds-caladan-390.png') });
    moved = await clickAndWait(at, button, 'caladan reinforcement');
    const after = await viewOf(code, tokens.atreides);
    const there = after.view.board.find((x) => x.faction === 'atreides' && x.territory === 'false_wall_east' && x.sector === 6);
    check(moved && there && there.forces === 1, `homeworlds 11: with a click one force moved from Caladan to sector 6 (${JSON.stringify(there)})`);
    const caladan = after.view.homeworlds.find((w) => w.homeworld === 'caladan');
    check(caladan && caladan.natives === 13 && caladan.side === 'high', `homeworlds 11: the view counts 13 on Caladan (${JSON.stringify(caladan)})`);
  }
  await drive(
    code,
    tokens,
    { atreides: { homeworld_reinforcement: reinforce } },
    () => moved,
    { atreides: { type: 'battle_plan', leader: atLeader, dial: atDial }, harkonnen: { type: 'battle_plan', leader: hkLeader, dial: 1 } },
  );
  check(moved, 'homeworlds 11: the Caladan reinforcement was offered and answered with clicks');
  for (const [page, who] of [
    [at, 'Atreides'],
    [hk, 'Harkonnen'],
  ]) {
    await page.waitForFunction(() => /13 in reserve/.test(document.querySelector('[data-testid="homeworld-caladan"]')?.textContent ?? ''), null, { timeout: 10000 }).catch(() => {});
    const now = await line(page);
    check(/^Caladan \(Atreides\): 13 in reserve, high/.test(now), `homeworlds 11: the ${who} page shows Caladan at 13 ("${now}")`);
  }
  await checkPlayerText(at, 'homeworlds page');
  await at.context().close();
  await hk.context().close();
  await shipToHomeworld({ kit: { viewOf, fromFile, open, decisionOn, clickAndWait, drive }, check, shots });
}

// The Harkonnen ship 2 forces from reserves to Caladan (no natives there) with clicks and occupy it.
async function shipToHomeworld({ kit, check, shots }) {
  const { viewOf, fromFile, open, decisionOn, clickAndWait, drive } = kit;
  const gameFile = {
    format: 'dune-game',
    setup: { ruleset: 'basic', factions: ['atreides', 'harkonnen'], variants: ['em_homeworlds'], random_seating: false },
    position: {
      turn: 3,
      phase: 'ship_move',
      storm_sector: 0,
      forces: [
        { faction: 'atreides', territory: 'arrakeen', count: 10 },
        { faction: 'harkonnen', territory: 'carthag', count: 10 },
      ],
      spice_on_board: [],
      atreides: { spice: 10, hand: [], tanks: 10 },
      harkonnen: { spice: 10, hand: [] },
    },
  };
  const { code, tokens } = await fromFile(gameFile);
  const hk = await open(code, tokens.harkonnen);
  const at = await open(code, tokens.atreides);
  let shipped = false;
  async function ship(s) {
    const dec = await decisionOn(hk, 'ship', s);
    const to = dec.locator('select[name="ship-to"]');
    const labels = (await to.locator('option').allTextContents()).map((t) => t.trim());
    const caladan = labels.findIndex((t) => t.startsWith('Caladan (Homeworld)'));
    check(caladan >= 0, `homeworlds 11: the shipment form offers Caladan (Homeworld) (${labels.filter((t) => /Homeworld/.test(t)).join(' | ')})`);
    check(!labels.some((t) => t.startsWith('Giedi Prime')), 'homeworlds 11: the shipment form does not offer the Harkonnen their own Homeworld');
    await to.selectOption({ index: Math.max(0, caladan) });
    const forces = dec.locator('input[name="ship-forces"]');
    await forces.fill('2');
    await forces.dispatchEvent('change');
    const button = dec.getByRole('button', { name: 'Ship', exact: true });
    const box = await button.boundingBox();
    check(box && box.x >= 0 && box.x + box.width <= 390, 'homeworlds 11: the Ship button fits 390 px');
    await dec.scrollIntoViewIfNeeded();
    await hk.screenshot({ path: join(shots, 'homeworlds-ship-390.png') });
    shipped = await clickAndWait(hk, button, 'ship to caladan');
    const after = (await viewOf(code, tokens.harkonnen)).view;
    const there = after.board.find((x) => x.faction === 'harkonnen' && x.territory === 'caladan');
    check(shipped && there && there.forces === 2, `homeworlds 11: with a click 2 Harkonnen forces stand on Caladan (${JSON.stringify(there)})`);
    check(after.players.harkonnen.spice === 8, `homeworlds 11: the shipment cost 2 spice, 1 a force (spice ${after.players.harkonnen.spice})`);
    const w = after.homeworlds.find((x) => x.homeworld === 'caladan');
    check(w && w.occupier === 'harkonnen', `homeworlds 11: the view names the Harkonnen Occupier of Caladan (${JSON.stringify(w)})`);
  }
  await drive(code, tokens, { harkonnen: { ship } }, () => shipped);
  check(shipped, 'homeworlds 11: the shipment to a Homeworld was made with clicks');
  for (const [page, who] of [
    [hk, 'Harkonnen'],
    [at, 'Atreides'],
  ]) {
    await page.waitForFunction(() => /Occupied by Harkonnen/.test(document.querySelector('[data-testid="homeworld-caladan"]')?.textContent ?? ''), null, { timeout: 10000 }).catch(() => {});
    const text = ((await page.locator('[data-testid="homeworld-caladan"]').allTextContents())[0] ?? '').trim();
    check(/Foreign forces there: Harkonnen 2/.test(text) && /Occupied by Harkonnen/.test(text), `homeworlds 11: the ${who} page shows the Harkonnen on and occupying Caladan ("${text}")`);
  }
  await hk.context().close();
  await at.context().close();
}
