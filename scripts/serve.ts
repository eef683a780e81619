/**
 * `npm start` (after the build): serves dist/ (or the folder after `--from`) at http://localhost:3000 (PORT to change it, the next free
 * port while it is taken; on this computer only unless HOST says otherwise: scripts/lib/listen.ts) as a host would, with dist-config/serve.json's headers, gzip and each edition's 404 page (hosting/serve.ts).
 */
import { readFileSync } from 'node:fs';
import { createServer } from 'node:http';
import { resolve } from 'node:path';
import type { ServeHandlerOptions } from 'serve-handler';
import { configDirFor } from '../stages/write';
import { serveSite } from '../hosting/serve';
import { listenFrom, listenHost, listenPort, movedPort, openAt } from './lib/listen';

const [flag, from] = process.argv.slice(2);
const folder = flag === '--from' && from ? from : 'dist';
const dist = resolve(folder);
const config = JSON.parse(readFileSync(`${configDirFor(dist)}/serve.json`, 'utf8')) as ServeHandlerOptions;
const port = listenPort();
const host = listenHost();
const listening = await listenFrom(
  createServer((request, response) => serveSite(request, response, dist, config)),
  port,
  host,
);
const url = openAt(host, listening);
if (listening !== port) console.log(movedPort(port, url));
console.log(`Serving ${folder}/ at ${url}/`);
