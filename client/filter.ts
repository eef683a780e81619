import { fill } from '../content/lib/words/template';
import { announce } from './lib/announce';
import { requirePart, startModules } from './lib/modules';

/**
 * A category filter (gallery, blog). The server shows every item; once this has started (the module is
 * marked data-enhanced) each choice shows only the items of its category (the choice with no category,
 * All, shows all) and says in the status what is shown: "Showing 3 of 12 items: Events". An item's list
 * item is hidden with it, so the grid closes up and the list's count stays true. The status's words come
 * from the markup (`data-filter-template`, `data-filter-all-template`, `data-filter-one-template`), so the page's language is the only
 * place they are written.
 *
 * Buttons (the gallery) mark themselves pressed. Links (the blog's category pages) are followed no more:
 * the page filters in place, shows the category's own address, and goes back through the choices with the
 * browser's Back button.
 */
startModules('filter', (root) => {
  const bar = requirePart(root, '[data-filter-bar]');
  const status = requirePart(root, '[data-filter-status]');
  const { filterTemplate, filterAllTemplate, filterOneTemplate } = status.dataset;
  if (!filterTemplate || !filterAllTemplate || !filterOneTemplate) {
    throw new Error('missing data-filter-template, data-filter-all-template or data-filter-one-template on the status');
  }
  const choices = [...bar.querySelectorAll<HTMLElement>('[data-filter-choice]')];
  const items = [...root.querySelectorAll<HTMLElement>('[data-filter-item]')].map((item) => ({
    category: item.dataset.filterItem,
    box: item.closest('li') ?? item,
  }));

  const choose = (chosen: HTMLElement) => {
    const category = chosen.dataset.filterChoice;
    let shown = 0;
    for (const item of items) {
      const match = !category || item.category === category;
      item.box.hidden = !match;
      if (match) shown++;
    }
    for (const choice of choices) {
      if (choice instanceof HTMLAnchorElement) {
        if (choice === chosen) choice.setAttribute('aria-current', 'page');
        else choice.removeAttribute('aria-current');
      } else {
        choice.setAttribute('aria-pressed', String(choice === chosen));
      }
    }
    // The status names the category as the choice does: in the page's language, not as items record it.
    const values = { shown, total: items.length, category: chosen.textContent?.trim() ?? '' };
    const all = shown === 1 ? filterOneTemplate : filterAllTemplate;
    announce(status, fill(category ? filterTemplate : all, values));
  };

  bar.addEventListener('click', (event) => {
    const chosen = (event.target as Element).closest<HTMLElement>('[data-filter-choice]');
    if (!chosen) return;
    if (chosen instanceof HTMLAnchorElement) {
      // A modified click (new tab, new window) still opens the category's page.
      if (event instanceof MouseEvent && (event.ctrlKey || event.metaKey || event.shiftKey || event.button !== 0))
        return;
      event.preventDefault();
      if (chosen.href !== location.href) history.pushState(null, '', chosen.href);
    }
    choose(chosen);
  });

  window.addEventListener('popstate', () => {
    const here = choices.find((choice) => choice instanceof HTMLAnchorElement && choice.href === location.href);
    if (here) choose(here);
  });

  // On phones the row scrolls sideways. Browsers scroll a focused choice into view only until part of it
  // shows; Tab and Shift+Tab bring all of it, and its focus ring, into the row (its scroll padding).
  bar.addEventListener('focusin', (event) => {
    if (event.target instanceof HTMLElement) event.target.scrollIntoView({ block: 'nearest', inline: 'nearest' });
  });
});
