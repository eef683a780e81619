import { requirePart, startModules } from './lib/modules';

/**
 * A category filter (gallery, blog). The server shows every item; once this has started (the module is
 * marked data-enhanced) the styles show the choices, and each choice shows only the items of its category
 * (the choice with no category, All, shows all), marks itself pressed and says in the status how many are shown. An item's list item is
 * hidden with it, so the grid closes up and the list's count stays true. The status's words come from the
 * markup (`data-filter-template`), so the page's language is the only place they are written.
 */
startModules('filter', (root) => {
  const bar = requirePart(root, '[data-filter-bar]');
  const status = requirePart(root, '[data-filter-status]');
  const template = status.dataset.filterTemplate;
  if (!template) throw new Error('missing data-filter-template on the status');
  const buttons = [...bar.querySelectorAll<HTMLButtonElement>('button[data-filter-choice]')];
  const items = [...root.querySelectorAll<HTMLElement>('[data-filter-item]')].map((item) => ({
    category: item.dataset.filterItem,
    box: item.closest('li') ?? item,
  }));
  bar.addEventListener('click', (event) => {
    const chosen = (event.target as Element).closest<HTMLButtonElement>('button[data-filter-choice]');
    if (!chosen) return;
    const category = chosen.dataset.filterChoice;
    let shown = 0;
    for (const item of items) {
      const match = !category || item.category === category;
      item.box.hidden = !match;
      if (match) shown++;
    }
    for (const button of buttons) button.setAttribute('aria-pressed', String(button === chosen));
    const values: Record<string, string> = { shown: String(shown), total: String(items.length) };
    status.textContent = template.replace(/\{(\w+)\}/g, (_, key: string) => values[key] ?? '');
  });
});
