import { readFileSync } from 'node:fs';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { join } from 'node:path';
import { configDirFor } from '../../build';
import { serveSite } from '../../hosting/serve';

export const distDir = join(import.meta.dirname, '../../dist');
/** The same site with a phone-sized photo in place of every drawing: `npm run build:photos` (pictures/fixtures.ts). */
export const photoDistDir = join(import.meta.dirname, '../../dist-photos');
/** The build's server configuration, beside dist/ and out of the web root: serve.json, the nginx example. */
export const configDir = configDirFor(distDir);

/**
 * Serves dist/ on a free localhost port the way `npm start` does (hosting/serve.ts: the build's serve.json,
 * gzip), so every browser test runs under the shipped headers, Content-Security-Policy included, and the
 * benchmark sees the bytes a real host sends. Each edition's 404.html answers its unknown paths.
 */
export async function startServer(dir = distDir): Promise<{ url: string; close: () => Promise<void> }> {
  const config = JSON.parse(readFileSync(join(configDirFor(dir), 'serve.json'), 'utf8'));
  const server: Server = createServer((request, response) => serveSite(request, response, dir, config));
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}`,
    close: () => new Promise((resolve) => server.close(() => resolve())),
  };
}
