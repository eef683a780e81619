/**
 * `npm run dev` (or `npm run cms`): builds the site into .dev/, serves it at http://localhost:3000 (PORT to
 * change it; the next free port, said, while it is taken: scripts/lib/listen.ts), rebuilds
 * on every change to the sources and reloads the open tabs. The content editor is at /admin/: in its local
 * mode it saves straight into this folder's content/, so each save is rebuilt and shown like any edit. A broken edit keeps the server running: its error shows in the
 * terminal and over the page, and the next good build clears it. The reload script lives only here,
 * never in dist/. The editor's status in /admin/ follows each build from the same event stream
 * (cms/status.ts): a good build writes its own, and a failed one says why in it (`refused`, `local`).
 */
import { watch, type FSWatcher } from 'node:fs';
import { readFile } from 'node:fs/promises';
import { createServer, type ServerResponse } from 'node:http';
import { join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import type { ServeHandlerOptions } from 'serve-handler';
import { buildSite, sourceDirs } from '../build';
import { describeFailure } from '../stages/build-error';
import { dayToBuildAsOf } from '../stages/build-day';
import { contentFiles } from '../content/lib/records/content-files';
import { contentCache } from '../stages/content-cache';
import { configDirFor } from '../stages/write';
import { serveSite } from '../hosting/serve';
import { EDITOR_STATUS_FILE, type EditorStatus } from '../lib/editor-status';
import { writeWhole } from '../lib/files';
import { failureReasons, refusedEntries } from './lib/failure-reasons';
import { listenFrom, listenHost, listenPort, movedPort, openAt } from './lib/listen';

const RELOAD_SCRIPT = '/__dev/reload.js';
const EVENTS = '/__dev/events';

/** Runs in the browser: reloads on a good build, shows the error of a bad one over the page. */
const reloadClient = `
const events = new EventSource(${JSON.stringify(EVENTS)});
let overlay;
events.addEventListener('reload', () => location.reload());
events.addEventListener('failed', (event) => {
  overlay ??= document.body.appendChild(document.createElement('pre'));
  overlay.setAttribute('role', 'alert');
  Object.assign(overlay.style, {
    position: 'fixed', inset: '0', zIndex: '9999', margin: '0', padding: '2rem', overflow: 'auto',
    background: '#1a211d', color: '#fde8d7', font: '14px/1.5 monospace', whiteSpace: 'pre-wrap',
  });
  overlay.textContent = 'Build failed (the page below is the last good build)\\n\\n' + JSON.parse(event.data);
});
`;

export interface DevServerOptions {
  projectDir: string;
  outDir: string;
  /** The port asked for: the next free one while it is taken; 0 picks any free port. */
  port: number;
  /** The address to listen on: this computer only unless told (scripts/lib/listen.ts). */
  host?: string;
  /** Where build messages go; the terminal by default. */
  log?: (message: string) => void;
}

/** Builds, serves and watches; resolves once the first build is done and the server listens. */
export async function startDevServer({
  projectDir,
  outDir,
  port,
  host = listenHost(),
  log = console.log,
}: DevServerOptions) {
  const clients = new Set<ServerResponse>();
  let lastError: string | undefined;

  function broadcast(event: 'reload' | 'failed', data = '') {
    for (const client of clients) client.write(`event: ${event}\ndata: ${JSON.stringify(data)}\n\n`);
  }

  let building: Promise<void> | undefined;
  let again = false;
  // What each build parsed, for the next: a save changes one file, which alone is parsed again. Kept on disk
  // too (stages/content-cache.ts), so that the server's first build after a restart parses only what changed.
  const content = contentFiles(contentCache({ projectDir, contentDir: join(projectDir, 'content') }));
  // The files saved since the last good build, which the editor's status names when a build fails.
  const saved = new Set<string>();

  async function rebuild(reason: string) {
    if (building) {
      again = true;
      return;
    }
    building = (async () => {
      do {
        again = false;
        const today = dayToBuildAsOf();
        try {
          const { pages, milliseconds } = await buildSite({
            outDir,
            projectDir,
            devScript: RELOAD_SCRIPT,
            editsThisFolder: true,
            statusUpdates: EVENTS,
            content,
            today,
          });
          lastError = undefined;
          saved.clear();
          log(`${reason}: built ${pages.length} pages in ${Math.round(milliseconds)} ms`);
          broadcast('reload');
        } catch (error) {
          lastError = describeFailure(error);
          log(`${reason}: build failed\n${lastError}\n`);
          await failureReasons(error, { projectDir, contentDir: join(projectDir, 'content'), today, content })
            .then((reasons) => writeFailedStatus(outDir, reasons, [...saved]))
            .catch((problem: unknown) => log(`The editor's status could not say so: ${describeFailure(problem)}`));
          broadcast('failed', lastError);
        }
      } while (again);
    })();
    await building;
    building = undefined;
  }

  const server = createServer((request, response) => {
    if (request.url === RELOAD_SCRIPT) {
      response.writeHead(200, { 'Content-Type': 'text/javascript', 'Cache-Control': 'no-store' });
      response.end(reloadClient);
    } else if (request.url === EVENTS) {
      response.writeHead(200, { 'Content-Type': 'text/event-stream', 'Cache-Control': 'no-store' });
      response.write(': connected\n\n');
      if (lastError) response.write(`event: failed\ndata: ${JSON.stringify(lastError)}\n\n`);
      clients.add(response);
      request.on('close', () => clients.delete(response));
    } else {
      // The shipped headers (CSP included), so what works here works on the host.
      readFile(join(configDirFor(outDir), 'serve.json'), 'utf8')
        .catch(() => '{}')
        .then((text) => serveSite(request, response, outDir, JSON.parse(text) as ServeHandlerOptions))
        .catch((error: unknown) => {
          log(`${request.url}: could not be served: ${describeFailure(error)}`);
          response.writeHead(500).end();
        });
    }
  });

  await rebuild('start');
  const listening = await listenFrom(server, port, host);
  const url = openAt(host, listening);
  if (port !== 0 && listening !== port) log(movedPort(port, url));

  let timer: NodeJS.Timeout | undefined;
  const watchers: FSWatcher[] = sourceDirs.map((dir) =>
    // Editors save in bursts (temp file, rename): wait for the burst to end, then build once.
    watch(join(projectDir, dir), { recursive: true }, (_event, file) => {
      if (file) saved.add(`${dir}/${file}`);
      clearTimeout(timer);
      timer = setTimeout(() => void rebuild(`${dir}/${file ?? ''} changed`), 50);
    }),
  );

  return {
    url,
    close: async () => {
      clearTimeout(timer);
      for (const watcher of watchers) watcher.close();
      for (const client of clients) client.end();
      await building;
      await new Promise((done) => server.close(done));
    },
  };
}

/**
 * The editor's status while the last save does not build: what the last good build found, and why this
 * one failed, with the files saved since, for /admin/ to say that the change is not shown (cms/status.ts).
 * Nothing before a first good build, which alone serves /admin/.
 */
async function writeFailedStatus(outDir: string, reasons: EditorStatus['items'], saved: string[]) {
  const file = join(outDir, EDITOR_STATUS_FILE);
  const last = await readFile(file, 'utf8').then(
    (text) => JSON.parse(text) as EditorStatus,
    () => undefined,
  );
  if (!last) return;
  const status: EditorStatus = {
    ...last,
    refused: {
      change: { commit: '', subject: saved.sort().join(', ') || 'the last save', time: new Date().toISOString() },
      entries: refusedEntries(reasons),
      reasons,
      local: true,
    },
  };
  await writeWhole(file, `${JSON.stringify(status, null, 2)}\n`);
}

if (process.argv[1] && resolve(process.argv[1]) === fileURLToPath(import.meta.url)) {
  const root = join(import.meta.dirname, '..');
  const { url } = await startDevServer({
    projectDir: root,
    outDir: join(root, '.dev'),
    port: listenPort(),
  });
  console.log(`Serving the site at ${url}/ and watching for changes`);
  console.log(
    `Content editor: ${url}/admin/ in Chromium or Edge. Choose "Work with Local Repository", then this folder (${root}): each save lands in content/ and the site's pages reload with it.`,
  );
}
