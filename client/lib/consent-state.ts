/**
 * The cookie banner's state, apart from the page: what is stored, whether the banner shows, what a choice
 * stores. Storage is reached through a function, because in some private modes and hardened browsers
 * merely reading `window.localStorage` throws; every access is guarded so that a blocked storage reads as
 * empty and a failed write reports false, and nothing is thrown.
 */
export type Decision = 'accepted' | 'rejected';

/** The part of the Web Storage interface the banner uses. */
export interface KeyValueStore {
  getItem(key: string): string | null;
  setItem(key: string, value: string): void;
  removeItem(key: string): void;
}

/** Where a store is found: `() => window.localStorage`. */
export type StoreSource = () => KeyValueStore;

/** The visitor's decision, in localStorage: `accepted` or `rejected`, and nothing else counts. */
export const CONSENT_KEY = 'cookieConsent';
/** Set in sessionStorage by the close icon: the banner stays hidden for the rest of the tab's session. */
export const DISMISSED_KEY = 'cookieBannerDismissed';
/** The consent engine's record (vanilla-cookieconsent's default name), kept in localStorage. */
export const RECORD_KEY = 'cc_cookie';

/** The engine's categories each decision grants; `necessary` is read-only and always granted. */
export const CATEGORIES: Record<Decision, readonly string[]> = {
  accepted: ['necessary', 'analytics', 'marketing'],
  rejected: ['necessary'],
};

function read(source: StoreSource, key: string): string | null {
  try {
    return source().getItem(key);
  } catch {
    return null;
  }
}

function write(source: StoreSource, key: string, value: string): boolean {
  try {
    source().setItem(key, value);
    return true;
  } catch {
    return false;
  }
}

/** The stored decision; anything but exactly `accepted` or `rejected` counts as none, so the visitor is asked. */
export function readDecision(local: StoreSource): Decision | null {
  const value = read(local, CONSENT_KEY);
  return value === 'accepted' || value === 'rejected' ? value : null;
}

/** Stores the decision; false when storage refused it (the choice then holds only for the page in view). */
export function storeDecision(local: StoreSource, decision: Decision): boolean {
  return write(local, CONSENT_KEY, decision);
}

export function isDismissed(session: StoreSource): boolean {
  return read(session, DISMISSED_KEY) !== null;
}

export function dismiss(session: StoreSource): boolean {
  return write(session, DISMISSED_KEY, 'true');
}

/**
 * What a page starts with: the stored decision, and whether to show the banner, which happens only while no
 * decision is stored and the banner was not closed in this tab's session.
 */
export function initialState(local: StoreSource, session: StoreSource): { decision: Decision | null; show: boolean } {
  const decision = readDecision(local);
  return { decision, show: decision === null && !isDismissed(session) };
}

/**
 * Whether the engine's stored record grants exactly what the decision grants: true or false, or null when
 * there is no readable record. `cookieConsent` is the decision of record, so a record that disagrees is
 * removed before the engine reads it (it would otherwise run scripts the visitor refused).
 */
export function recordAgrees(record: string | null, decision: Decision): boolean | null {
  if (record === null) return null;
  let categories: unknown;
  try {
    categories = (JSON.parse(record) as { categories?: unknown } | null)?.categories;
  } catch {
    return null;
  }
  if (!Array.isArray(categories)) return null;
  const granted = CATEGORIES[decision];
  return categories.length === granted.length && granted.every((name) => categories.includes(name));
}

/**
 * Removes the engine's record when it disagrees with the decision. False when a disagreeing record could
 * not be removed: the engine must then not run, or it would act on the record.
 */
export function reconcileRecord(local: StoreSource, decision: Decision): boolean {
  if (recordAgrees(read(local, RECORD_KEY), decision) !== false) return true;
  try {
    local().removeItem(RECORD_KEY);
    return true;
  } catch {
    return false;
  }
}
