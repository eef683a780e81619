/**
 * Registers the service worker (client/service-worker/service-worker.ts) in every page's script, once the
 * page has loaded, so that fetching it never competes with the page itself. A page that loaded before the
 * worker controlled it (the first visit) is then handed to the worker to save, with the files it loaded.
 * Where a browser has no service workers, or refuses one (a private window), the site works as it is.
 */
const WORKER = '/service-worker.js';

async function register() {
  const uncontrolled = !navigator.serviceWorker.controller;
  await navigator.serviceWorker.register(WORKER);
  if (!uncontrolled) return;
  const { active } = await navigator.serviceWorker.ready;
  const files = performance.getEntriesByType('resource').map((entry) => entry.name);
  active?.postMessage({ page: location.href, files });
}

if ('serviceWorker' in navigator) {
  const start = () => void register().catch(() => {});
  if (document.readyState === 'complete') start();
  else addEventListener('load', start, { once: true });
}
