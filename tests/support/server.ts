import { readFileSync } from 'node:fs';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { join } from 'node:path';
import compression from 'compression';
import handler from 'serve-handler';
import { configDirFor } from '../../build';

export const distDir = join(import.meta.dirname, '../../dist');
/** The build's server configuration, beside dist/ and out of the web root: serve.json, the nginx example. */
export const configDir = configDirFor(distDir);

const compress = compression();

/**
 * Serves dist/ on a free localhost port the way `npm start` does (serve: the build's serve.json, gzip),
 * so every browser test runs under the shipped headers, Content-Security-Policy included, and the
 * benchmark sees the bytes a real host sends. 404.html answers unknown paths.
 */
export async function startServer(dir = distDir): Promise<{ url: string; close: () => Promise<void> }> {
  const config = JSON.parse(readFileSync(join(configDirFor(dir), 'serve.json'), 'utf8'));
  const server: Server = createServer((request, response) =>
    compress(request, response, () => void handler(request, response, { ...config, public: dir })),
  );
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}`,
    close: () => new Promise((resolve) => server.close(() => resolve())),
  };
}
