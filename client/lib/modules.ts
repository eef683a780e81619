/**
 * Starts a widget's behaviour on every element that declares it with `data-module="name"`. Each is started
 * in its own try/catch, so one broken widget never stops the others, and a widget that fails keeps its
 * server-rendered behaviour (the GOV.UK Frontend pattern:
 * https://frontend.design-system.service.gov.uk/import-javascript/). A started widget is marked
 * `data-enhanced`, which the styles use to switch from the script-free fallback.
 */
export function startModules(name: string, init: (root: HTMLElement) => void): void {
  for (const root of document.querySelectorAll<HTMLElement>(`[data-module="${name}"]`)) {
    try {
      init(root);
      root.dataset.enhanced = '';
    } catch (error) {
      console.error(`${name}: not started`, error);
    }
  }
}

/** The part of a widget that its behaviour needs; throws (and so leaves the widget as served) when missing. */
export function requirePart<T extends Element = HTMLElement>(root: Element, selector: string): T {
  const part = root.querySelector<T>(selector);
  if (!part) throw new Error(`missing part ${selector}`);
  return part;
}
