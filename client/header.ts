import { requirePart, startModules } from './lib/modules';

/**
 * The header's menus. Desktop: each section button opens its dropdown on click (Enter and Space come free
 * with <button>) and closes it on Escape, a click outside, or focus leaving it. Small screens: the menu
 * button opens the panel of links; choosing a link closes it, so a page restored from the back-forward
 * cache does not come back with the menu open.
 */
function setExpanded(button: HTMLButtonElement, expanded: boolean) {
  button.setAttribute('aria-expanded', String(expanded));
}

function initDropdowns(header: HTMLElement) {
  const toggles = [...header.querySelectorAll<HTMLButtonElement>('.nav__toggle')];
  for (const toggle of toggles) {
    const item = toggle.parentElement;
    if (!item) continue;
    toggle.addEventListener('click', () => {
      const open = toggle.getAttribute('aria-expanded') !== 'true';
      for (const other of toggles) setExpanded(other, other === toggle && open);
    });
    item.addEventListener('keydown', (event) => {
      if (event.key === 'Escape' && toggle.getAttribute('aria-expanded') === 'true') {
        setExpanded(toggle, false);
        toggle.focus();
        event.stopPropagation();
      }
    });
    item.addEventListener('focusout', (event) => {
      if (!item.contains(event.relatedTarget as Node | null)) setExpanded(toggle, false);
    });
  }
  document.addEventListener('click', (event) => {
    for (const toggle of toggles) {
      if (!toggle.parentElement?.contains(event.target as Node | null)) setExpanded(toggle, false);
    }
  });
}

function initMenuPanel(header: HTMLElement) {
  const button = requirePart<HTMLButtonElement>(header, '.header__menu-button');
  const fallbackLink = requirePart(header, '.header__menu-link');
  const panel = requirePart(header, '#' + button.getAttribute('aria-controls'));
  fallbackLink.hidden = true;
  button.hidden = false;
  const setOpen = (open: boolean) => {
    setExpanded(button, open);
    panel.classList.toggle('nav--open', open);
  };
  button.addEventListener('click', () => setOpen(button.getAttribute('aria-expanded') !== 'true'));
  panel.addEventListener('click', (event) => {
    if (event.target instanceof Element && event.target.closest('a')) setOpen(false);
  });
  header.addEventListener('keydown', (event) => {
    if (event.key === 'Escape' && button.getAttribute('aria-expanded') === 'true') {
      setOpen(false);
      button.focus();
    }
  });
}

startModules('header', (header) => {
  initMenuPanel(header);
  initDropdowns(header);
});
