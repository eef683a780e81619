import { requirePart, startModules } from './lib/modules';

/**
 * The header's menus. Desktop: each section button opens its dropdown on click (Enter and Space come free
 * with <button>), one at a time, and closes it on Escape, a click outside, or focus leaving it. Small
 * screens: the menu button opens the panel with every link, each section expanded (its button still
 * folds it); choosing a link closes the panel, so a page restored from the back-forward cache does not
 * come back with the menu open.
 */
function setExpanded(button: HTMLButtonElement, expanded: boolean) {
  button.setAttribute('aria-expanded', String(expanded));
}

startModules('header', (header) => {
  const menuButton = requirePart<HTMLButtonElement>(header, '[data-header-menu-button]');
  const fallbackLink = requirePart(header, '[data-header-menu-link]');
  const panel = requirePart(header, '#' + menuButton.getAttribute('aria-controls'));
  const toggles = [...header.querySelectorAll<HTMLButtonElement>('[data-header-toggle]')];
  // The styles decide the layout: the menu button shows only on small screens.
  const isSmallScreen = () => getComputedStyle(menuButton).display !== 'none';

  fallbackLink.hidden = true;
  menuButton.hidden = false;

  const setPanelOpen = (open: boolean) => {
    setExpanded(menuButton, open);
    panel.classList.toggle('nav--open', open);
    for (const toggle of toggles) setExpanded(toggle, open);
  };
  menuButton.addEventListener('click', () => setPanelOpen(menuButton.getAttribute('aria-expanded') !== 'true'));
  panel.addEventListener('click', (event) => {
    if (event.target instanceof Element && event.target.closest('a')) setPanelOpen(false);
  });
  header.addEventListener('keydown', (event) => {
    if (event.key === 'Escape' && menuButton.getAttribute('aria-expanded') === 'true') {
      setPanelOpen(false);
      menuButton.focus();
    }
  });

  for (const toggle of toggles) {
    const item = toggle.parentElement;
    if (!item) continue;
    toggle.addEventListener('click', () => {
      const open = toggle.getAttribute('aria-expanded') !== 'true';
      if (isSmallScreen()) setExpanded(toggle, open);
      else for (const other of toggles) setExpanded(other, other === toggle && open);
    });
    item.addEventListener('keydown', (event) => {
      if (event.key === 'Escape' && !isSmallScreen() && toggle.getAttribute('aria-expanded') === 'true') {
        setExpanded(toggle, false);
        toggle.focus();
        event.stopPropagation();
      }
    });
    item.addEventListener('focusout', (event) => {
      if (!isSmallScreen() && !item.contains(event.relatedTarget as Node | null)) setExpanded(toggle, false);
    });
  }
  document.addEventListener('click', (event) => {
    if (isSmallScreen()) return;
    for (const toggle of toggles) {
      if (!toggle.parentElement?.contains(event.target as Node | null)) setExpanded(toggle, false);
    }
  });
  // Crossing the breakpoint (a turned tablet) starts either layout with everything folded.
  let small = isSmallScreen();
  window.addEventListener('resize', () => {
    if (isSmallScreen() !== small) {
      small = !small;
      setPanelOpen(false);
    }
  });
});
