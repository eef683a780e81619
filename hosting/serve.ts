/**
 * The site served from a built folder, as `npm start`, `npm run dev` and the tests serve it: serve's own
 * handler (serve-handler) under the build's serve.json, gzipped as `serve` does, and each edition's 404
 * page for an unknown address under its prefix. The `serve` command cannot do that last part: serve-handler
 * answers every unknown path with the web root's 404.html (`sendError` in serve-handler/src/index.js), so
 * here the file it opens for that answer is swapped for the edition's own.
 */
import { createReadStream } from 'node:fs';
import { lstat } from 'node:fs/promises';
import type { IncomingMessage, ServerResponse } from 'node:http';
import { join, resolve } from 'node:path';
import compression from 'compression';
import handler, { type ServeHandlerOptions } from 'serve-handler';
import { langOf, pathIn } from '../content/lib/words/language';

const compress = compression();

/** The 404 page of the edition a request path belongs to: `/sw/…` gets `sw/404.html`. */
const notFoundPageFor = (dir: string, path: string) => join(dir, pathIn(langOf(path), '/404.html'));

/** Answers one request from `dir` under `config` (the build's serve.json). */
export function serveSite(
  request: IncomingMessage,
  response: ServerResponse,
  dir: string,
  config: ServeHandlerOptions,
) {
  const root = resolve(dir);
  const rootNotFound = join(root, '404.html');
  const editionNotFound = notFoundPageFor(root, new URL(request.url ?? '/', 'http://localhost').pathname);
  const swap = (path: string) => (path === rootNotFound ? editionNotFound : path);
  compress(request, response, () => {
    void handler(
      request,
      response,
      // ETags on, as the `serve` command sets them (unless --no-etag), so that a revisit gets a 304.
      { ...config, etag: true, public: root },
      {
        lstat: (path) => lstat(swap(path)),
        createReadStream: (path, options) => createReadStream(swap(path), options),
      },
    );
  });
}
