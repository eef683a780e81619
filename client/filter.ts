import { filterStatus } from './lib/filter-status';
import { requirePart, startModules } from './lib/modules';

/**
 * A category filter (gallery, blog). The server shows every item; once this has started (the module is
 * marked data-enhanced) the styles show the button row, and each button shows only the items whose
 * data-category matches (All shows all), marks itself pressed and says in the status how many are shown. Each item's list item is hidden with it,
 * so the grid closes up and the list's count stays true.
 */
startModules('filter', (root) => {
  const bar = requirePart(root, '[data-filter-bar]');
  const status = requirePart(root, '[data-filter-status]');
  const noun = root.dataset.noun ?? 'items';
  const buttons = [...bar.querySelectorAll<HTMLButtonElement>('button[data-filter]')];
  const items = [...root.querySelectorAll<HTMLElement>('[data-category]')].map((item) => ({
    category: item.dataset.category,
    box: item.closest('li') ?? item,
  }));
  bar.addEventListener('click', (event) => {
    const chosen = (event.target as Element).closest<HTMLButtonElement>('button[data-filter]');
    if (!chosen) return;
    const category = chosen.dataset.filter;
    let shown = 0;
    for (const item of items) {
      const match = category === 'All' || item.category === category;
      item.box.hidden = !match;
      if (match) shown++;
    }
    for (const button of buttons) button.setAttribute('aria-pressed', String(button === chosen));
    status.textContent = filterStatus(shown, items.length, noun);
  });
});
