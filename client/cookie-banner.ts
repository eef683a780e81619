import { dismiss, initialState, storeDecision, type Decision, type StoreSource } from './lib/consent-state';
import { requirePart, startModules } from './lib/modules';

/**
 * The cookie banner (components/CookieBanner.tsx). This script is on every page, so it stays small: it
 * decides from `cookieConsent` alone whether to show the banner, and loads the consent engine (much larger than
 * this script, a file of its own that every page's script shares) only when the visitor chooses, or
 * when a stored decision meets a consent-gated script on the page.
 */
const local: StoreSource = () => localStorage;
const session: StoreSource = () => sessionStorage;

/** The banner's height, for the page's bottom padding, so it never hides the end of the page or the focus. */
const HEIGHT = '--cookie-banner-height';

function loadEngine(decision: Decision) {
  // Consent is already stored; an engine that fails to load must not surface as an error on the page.
  import('./lib/consent-engine').then((engine) => engine.applyConsent(decision, local)).catch(() => {});
}

function hasGatedScript(): boolean {
  return document.querySelector('script[type="text/plain"][data-category]') !== null;
}

startModules('cookie-banner', (banner) => {
  const customize = requirePart<HTMLButtonElement>(banner, '[data-cookie-banner-customize]');
  const details = requirePart(banner, '#' + customize.getAttribute('aria-controls'));
  const close = requirePart<HTMLButtonElement>(banner, '[data-cookie-banner-close]');
  const choices = banner.querySelectorAll<HTMLButtonElement>('[data-cookie-banner-choice]');
  // Both of the Customize button's words come from the markup, in the page's language.
  const customizeLabel = customize.textContent ?? '';
  const hideLabel = customize.dataset.cookieBannerHideLabel;
  if (!hideLabel) throw new Error('missing data-cookie-banner-hide-label');
  const root = document.documentElement.style;

  const { decision, show } = initialState(local, session);
  if (decision && hasGatedScript()) loadEngine(decision);
  if (!show) return;

  const resize = new ResizeObserver(() => root.setProperty(HEIGHT, `${banner.offsetHeight}px`));
  const hide = () => {
    // A keyboard user's focus would be lost with the hidden button: carry it to the main content.
    const hadFocus = banner.contains(document.activeElement);
    banner.hidden = true;
    resize.disconnect();
    root.removeProperty(HEIGHT);
    if (hadFocus) document.querySelector<HTMLElement>('main')?.focus({ preventScroll: true });
  };

  for (const button of choices) {
    button.addEventListener('click', () => {
      const choice = button.dataset.cookieBannerChoice as Decision;
      hide();
      // Without storage the choice holds for the page in view only, and the engine (which needs storage
      // for its record) is not loaded.
      if (storeDecision(local, choice)) loadEngine(choice);
    });
  }
  close.addEventListener('click', () => {
    dismiss(session);
    hide();
  });
  // Escape within the banner does what its close icon does.
  banner.addEventListener('keydown', (event) => {
    if (event.key === 'Escape') close.click();
  });
  customize.addEventListener('click', () => {
    const open = details.hidden;
    details.hidden = !open;
    customize.setAttribute('aria-expanded', String(open));
    customize.textContent = open ? hideLabel : customizeLabel;
  });

  banner.hidden = false;
  resize.observe(banner);
});
