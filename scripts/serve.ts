/**
 * `npm start` (after the build): serves dist/ at http://localhost:3000 (PORT to change it; on this computer
 * only unless HOST says otherwise: scripts/lib/listen.ts) as a host would, with dist-config/serve.json's headers, gzip and each edition's 404 page (hosting/serve.ts).
 */
import { readFileSync } from 'node:fs';
import { createServer } from 'node:http';
import { resolve } from 'node:path';
import type { ServeHandlerOptions } from 'serve-handler';
import { configDirFor } from '../build/write';
import { serveSite } from '../hosting/serve';
import { listenHost, openAt } from './lib/listen';

const dist = resolve('dist');
const config = JSON.parse(readFileSync(`${configDirFor(dist)}/serve.json`, 'utf8')) as ServeHandlerOptions;
const port = Number(process.env.PORT ?? 3000);
const host = listenHost();
createServer((request, response) => serveSite(request, response, dist, config)).listen(port, host, () =>
  console.log(`Serving dist/ at ${openAt(host, port)}/`),
);
