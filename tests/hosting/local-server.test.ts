/**
 * npm start serves the site on this computer only, unless HOST opens it to the network (a phone on the same
 * Wi-Fi: README, Set up); what a neighbour could reach is read from the kernel's socket table.
 */
import { afterAll, describe, expect, it } from 'vitest';
import { startServe, tempDir, uploadedCopy, type Host } from '../support/hosts';
import { listeningAddresses } from '../support/listening';

const started: Host[] = [];
const cleanups: (() => Promise<void>)[] = [];
afterAll(async () => {
  await Promise.all(started.map((host) => host.stop()));
  await Promise.all(cleanups.map((remove) => remove()));
});

async function serve(env: NodeJS.ProcessEnv = {}) {
  const { dir, remove } = await tempDir('site-local-');
  cleanups.push(remove);
  await uploadedCopy(dir);
  const host = await startServe('npm start', dir, env);
  started.push(host);
  return Number(new URL(host.url).port);
}

describe('npm start', () => {
  it('listens on 127.0.0.1 alone', async () => {
    expect(listeningAddresses(await serve())).toEqual(['127.0.0.1']);
  });

  it('listens on every interface when HOST=0.0.0.0 says so', async () => {
    expect(listeningAddresses(await serve({ HOST: '0.0.0.0' }))).toEqual(['0.0.0.0']);
  });
});
