import { readFileSync } from 'node:fs';
import { createServer, type RequestListener, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { join } from 'node:path';
import type { ServeHandlerOptions } from 'serve-handler';
import { configDirFor } from '../../stages/write';
import { serveSite } from '../../hosting/serve';

/**
 * The site built from the frozen copy of the spec's content (tests/fixtures/content/, `npm run
 * build:fixture`): what the tests of the spec's words, counts and widgets read, with the records they
 * import from the same copy (vitest.config.ts), so that an editor's change to content/ fails none of them.
 */
export const distDir = join(import.meta.dirname, '../../dist-fixture');
/**
 * The site as it is published, built from content/ (`npm run build`): what `npm run bench` measures and
 * `npm run check:content` checks.
 */
export const liveDistDir = join(import.meta.dirname, '../../dist');
/**
 * The published site grown as an editor grows it: content/ with more posts, a gallery photo, an event and a
 * changed figure (tests/support/enlarged-content.ts, `npm run build:enlarged`). What any valid content must
 * pass is checked on it (every page's structure and links, accessibility, the real hosts), so a check that
 * counted today's posts fails here rather than on an editor's first new one. Tests of it read its pages
 * and at most the records it was built from (.enlarged-content/), never today's content/.
 */
export const enlargedDistDir = join(import.meta.dirname, '../../dist-enlarged');
/**
 * The enlarged site with a phone-sized photo in place of every drawing (`npm run build:photos`,
 * pictures/fixtures.ts): the photo budgets are measured on it.
 */
export const photoDistDir = join(import.meta.dirname, '../../dist-photos');
/** The build's server configuration, beside dist/ and out of the web root: serve.json, the nginx example. */
export const configDir = configDirFor(distDir);
/** The enlarged build's server configuration, beside it. */
export const enlargedConfigDir = configDirFor(enlargedDistDir);

/**
 * Serves dist/ on a free localhost port the way `npm start` does (hosting/serve.ts: the build's serve.json,
 * gzip), so every browser test runs under the shipped headers, Content-Security-Policy included, and the
 * benchmark sees the bytes a real host sends. Each edition's 404.html answers its unknown paths.
 */
export function startServer(dir = distDir): Promise<{ url: string; close: () => Promise<void> }> {
  return listen(siteHandler(dir));
}

/** Serves `handler` on a free localhost port: its address, and how to stop it. */
export async function listen(handler: RequestListener): Promise<{ url: string; close: () => Promise<void> }> {
  const server: Server = createServer(handler);
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}`,
    close: () => new Promise((resolve) => server.close(() => resolve())),
  };
}

/** Answers a request for a file of `dir` as `npm start` does, under the build's serve.json. */
export function siteHandler(dir = distDir): RequestListener {
  const config = JSON.parse(readFileSync(join(configDirFor(dir), 'serve.json'), 'utf8')) as ServeHandlerOptions;
  return (request, response) => serveSite(request, response, dir, config);
}
