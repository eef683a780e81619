/**
 * The consent engine, vanilla-cookieconsent 3.1, loaded (as a file of its own, by `import()`) only when the
 * visitor chooses or when a page carries a consent-gated script. It keeps the consent record (categories,
 * timestamps, consent id) in localStorage under `cc_cookie` and runs each
 * `<script type="text/plain" data-category="...">` whose category the stored consent grants. Its own GUI is
 * never shown: the site's banner (components/CookieBanner.tsx) asks the question.
 */
import * as CookieConsent from 'vanilla-cookieconsent';
import { reconcileRecord, type Decision, type StoreSource } from './consent-state';

const config: CookieConsent.CookieConsentConfig = {
  // The site's banner asks; the library's dialog would record a rejection from its close icon.
  autoShow: false,
  // By default it ignores stored consent whenever navigator.webdriver is set (browser tests, Lighthouse).
  hideFromBots: false,
  cookie: { useLocalStorage: true },
  categories: {
    necessary: { enabled: true, readOnly: true },
    analytics: {},
    marketing: {},
  },
  // An empty translation: with no consentModal or preferencesModal text, it builds no dialog markup.
  language: { default: 'en', translations: { en: {} as CookieConsent.Translation } },
};

/**
 * Brings the engine's record into agreement with the decision (`cookieConsent` wins) and lets the engine run
 * the gated scripts it allows. Called only when localStorage works: the engine logs a warning when it cannot
 * write its record.
 */
export async function applyConsent(decision: Decision, local: StoreSource): Promise<void> {
  if (!reconcileRecord(local, decision)) return;
  await CookieConsent.run(config);
  if (!CookieConsent.validConsent()) CookieConsent.acceptCategory(decision === 'accepted' ? 'all' : []);
}
