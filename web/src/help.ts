// Player help: a dialog opened by tapping a card or a faction, with what the card does and when it may be
// played, or the faction's advantages (Basic and Advanced), from the engine's data (catalog.ts).
import { h } from './dom';

/** Opens the help dialog with a title and body (closes on the button, Escape or a tap outside). */
export function openHelp(title: string, ...body: (Node | string)[]): HTMLDialogElement {
  document.querySelector('dialog.help')?.remove();
  const close = h('button', { type: 'button', class: 'close', 'aria-label': 'Close' }, 'Close');
  const dlg = h('dialog', { class: 'help', 'aria-label': title }, h('h2', {}, title), ...body, close) as HTMLDialogElement;
  close.onclick = () => dlg.close();
  dlg.addEventListener('click', (e) => {
    if (e.target === dlg) dlg.close();
  });
  dlg.addEventListener('close', () => dlg.remove());
  document.body.append(dlg);
  dlg.showModal();
  return dlg;
}

// The card texts and faction sheets come from the engine's data (catalog.ts, GET /api/catalog).
export { cardHelpBody, factionSheetBody } from './catalog';
