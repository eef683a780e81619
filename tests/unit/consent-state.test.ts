import { describe, expect, it } from 'vitest';
import {
  CONSENT_KEY,
  DISMISSED_KEY,
  RECORD_KEY,
  dismiss,
  initialState,
  readDecision,
  recordAgrees,
  reconcileRecord,
  storeDecision,
  type KeyValueStore,
  type StoreSource,
} from '../../client/lib/consent-state';

/** An in-memory Web Storage. */
function memoryStore(entries: Record<string, string> = {}): KeyValueStore & { entries: Map<string, string> } {
  const map = new Map(Object.entries(entries));
  return {
    entries: map,
    getItem: (key) => map.get(key) ?? null,
    setItem: (key, value) => void map.set(key, String(value)),
    removeItem: (key) => void map.delete(key),
  };
}

const source =
  (store: KeyValueStore): StoreSource =>
  () =>
    store;
/** Storage as some private modes and hardened browsers give it: even reaching it throws. */
const unreachable: StoreSource = () => {
  throw new DOMException('The operation is insecure.', 'SecurityError');
};
/** Storage that reads but refuses every write (a full quota, Safari's old private mode). */
function readOnly(entries: Record<string, string> = {}): KeyValueStore {
  const store = memoryStore(entries);
  const refuse = () => {
    throw new DOMException('The quota has been exceeded.', 'QuotaExceededError');
  };
  return { getItem: (key) => store.getItem(key), setItem: refuse, removeItem: refuse };
}

const record = (categories: unknown) =>
  JSON.stringify({ categories, consentId: 'a1b2', consentTimestamp: '2025-03-01T08:00:00.000Z' });

describe('readDecision', () => {
  it('reads exactly accepted or rejected from cookieConsent', () => {
    expect(readDecision(source(memoryStore({ [CONSENT_KEY]: 'accepted' })))).toBe('accepted');
    expect(readDecision(source(memoryStore({ [CONSENT_KEY]: 'rejected' })))).toBe('rejected');
  });

  it.each(['', 'Accepted', 'true', 'yes', ' accepted'])('treats %j as no decision', (value) => {
    expect(readDecision(source(memoryStore({ [CONSENT_KEY]: value })))).toBeNull();
  });

  it('reads no decision from empty or unreachable storage, without throwing', () => {
    expect(readDecision(source(memoryStore()))).toBeNull();
    expect(readDecision(unreachable)).toBeNull();
  });

  it('ignores the engine record: only cookieConsent decides', () => {
    expect(
      readDecision(source(memoryStore({ [RECORD_KEY]: record(['necessary', 'analytics', 'marketing']) }))),
    ).toBeNull();
  });
});

describe('initialState', () => {
  it('shows the banner when nothing is stored', () => {
    expect(initialState(source(memoryStore()), source(memoryStore()))).toEqual({ decision: null, show: true });
  });

  it('hides it when a decision is stored, and returns the decision', () => {
    const local = source(memoryStore({ [CONSENT_KEY]: 'rejected' }));
    expect(initialState(local, source(memoryStore()))).toEqual({ decision: 'rejected', show: false });
  });

  it('hides it when it was closed in this tab session', () => {
    const session = source(memoryStore({ [DISMISSED_KEY]: 'true' }));
    expect(initialState(source(memoryStore()), session)).toEqual({ decision: null, show: false });
  });

  it('shows it when both storages are unreachable, so the visitor can still choose', () => {
    expect(initialState(unreachable, unreachable)).toEqual({ decision: null, show: true });
  });
});

describe('storeDecision and dismiss', () => {
  it('stores the decision under cookieConsent and reports success', () => {
    const store = memoryStore();
    expect(storeDecision(source(store), 'accepted')).toBe(true);
    expect(store.entries.get(CONSENT_KEY)).toBe('accepted');
    expect(storeDecision(source(store), 'rejected')).toBe(true);
    expect(store.entries.get(CONSENT_KEY)).toBe('rejected');
  });

  it('reports failure, without throwing, when storage refuses', () => {
    expect(storeDecision(unreachable, 'accepted')).toBe(false);
    expect(storeDecision(source(readOnly()), 'rejected')).toBe(false);
  });

  it('closing marks only the session, never cookieConsent', () => {
    const local = memoryStore();
    const session = memoryStore();
    expect(dismiss(source(session))).toBe(true);
    expect(session.entries.has(DISMISSED_KEY)).toBe(true);
    expect(local.entries.size).toBe(0);
    expect(initialState(source(local), source(session)).show).toBe(false);
    // A new session starts with an empty sessionStorage: the banner is back.
    expect(initialState(source(local), source(memoryStore())).show).toBe(true);
  });

  it('closing with unreachable session storage does not throw', () => {
    expect(dismiss(unreachable)).toBe(false);
  });
});

describe('recordAgrees', () => {
  it('agrees when the record grants exactly what the decision grants, in any order', () => {
    expect(recordAgrees(record(['marketing', 'necessary', 'analytics']), 'accepted')).toBe(true);
    expect(recordAgrees(record(['necessary']), 'rejected')).toBe(true);
  });

  it('disagrees when the record grants more or less', () => {
    expect(recordAgrees(record(['necessary', 'analytics', 'marketing']), 'rejected')).toBe(false);
    expect(recordAgrees(record(['necessary']), 'accepted')).toBe(false);
    expect(recordAgrees(record(['necessary', 'analytics']), 'accepted')).toBe(false);
    expect(recordAgrees(record(['necessary', 'analytics']), 'rejected')).toBe(false);
  });

  it.each([null, '', 'not json', 'null', '{}', JSON.stringify({ categories: 'all' })])(
    'finds no record in %j',
    (raw) => {
      expect(recordAgrees(raw, 'accepted')).toBeNull();
    },
  );
});

describe('reconcileRecord', () => {
  it('removes an engine record that disagrees with cookieConsent (cookieConsent wins)', () => {
    const store = memoryStore({
      [CONSENT_KEY]: 'rejected',
      [RECORD_KEY]: record(['necessary', 'analytics', 'marketing']),
    });
    expect(reconcileRecord(source(store), 'rejected')).toBe(true);
    expect(store.entries.has(RECORD_KEY)).toBe(false);
    expect(store.entries.get(CONSENT_KEY)).toBe('rejected');
  });

  it('keeps a record that agrees, with its consent id and timestamp', () => {
    const kept = record(['necessary']);
    const store = memoryStore({ [RECORD_KEY]: kept });
    expect(reconcileRecord(source(store), 'rejected')).toBe(true);
    expect(store.entries.get(RECORD_KEY)).toBe(kept);
  });

  it('is safe when there is no record or storage is unreachable', () => {
    expect(reconcileRecord(source(memoryStore()), 'accepted')).toBe(true);
    expect(reconcileRecord(unreachable, 'accepted')).toBe(true);
  });

  it('says the engine must not run when a disagreeing record cannot be removed', () => {
    const store = readOnly({ [RECORD_KEY]: record(['necessary', 'analytics', 'marketing']) });
    expect(reconcileRecord(source(store), 'rejected')).toBe(false);
  });
});
