import { requirePart, startModules } from './lib/modules';

/**
 * The header's menus. Desktop: each section button opens its dropdown on click (Enter and Space come free
 * with <button>), one at a time, and closes it on Escape, a click outside, or focus leaving it. Small
 * screens: the menu button opens the panel with every link, each section expanded (its button still
 * folds it). The panel is a disclosure: it closes when focus leaves it and its button, and Escape closes it
 * and puts focus back on the button; choosing a link closes it too, so a page restored from the
 * back-forward cache does not come back with the menu open.
 */
function setExpanded(button: HTMLButtonElement, expanded: boolean) {
  button.setAttribute('aria-expanded', String(expanded));
}

/** Whether an element is rendered (not inside a folded menu or a hidden layout). */
function isShown(element: HTMLElement): boolean {
  return element.getClientRects().length > 0;
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
  const isPanelOpen = () => menuButton.getAttribute('aria-expanded') === 'true';
  menuButton.addEventListener('click', () => setPanelOpen(!isPanelOpen()));
  panel.addEventListener('click', (event) => {
    if (event.target instanceof Element && event.target.closest('a')) setPanelOpen(false);
  });
  // Wherever focus is (a click on the panel's padding leaves it on <body>), Escape closes the open panel.
  document.addEventListener('keydown', (event) => {
    if (event.key === 'Escape' && isPanelOpen()) {
      setPanelOpen(false);
      menuButton.focus();
    }
  });
  // Focus moving on past the panel's last link, or back before its button, closes it. No related target
  // means focus left the window or went nowhere (a click on plain text): the panel stays open.
  for (const part of [menuButton, panel]) {
    part.addEventListener('focusout', (event) => {
      const next = event.relatedTarget;
      if (isPanelOpen() && next instanceof Node && !menuButton.contains(next) && !panel.contains(next)) {
        setPanelOpen(false);
      }
    });
  }

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
  // Focus on a link that folding hides moves to what still shows of the way to it (its section's button,
  // or the menu button) rather than dropping to <body>.
  const keepFocusShown = (focused: Element | null) => {
    if (!(focused instanceof HTMLElement) || !header.contains(focused) || isShown(focused)) return;
    const section = toggles.find((toggle) => toggle.parentElement?.contains(focused));
    [section, menuButton].find((candidate) => candidate && isShown(candidate))?.focus();
  };
  // Crossing the breakpoint (a turned tablet) starts either layout with everything folded.
  let small = isSmallScreen();
  window.addEventListener('resize', () => {
    if (isSmallScreen() === small) return;
    small = !small;
    const focused = document.activeElement;
    setPanelOpen(false);
    keepFocusShown(focused);
  });
  // Chromium takes focus from an element that stops being drawn in a task of its own, which can run before
  // the resize event: focus then leaves for nowhere from an element no longer shown.
  header.addEventListener('focusout', (event) => {
    if (event.relatedTarget === null) keepFocusShown(event.target as Element | null);
  });
});
