/**
 * A renamed article keeps its address on real hosts: the site built from a copy of the project in which an
 * editor renamed a post (listing its old name in formerSlugs), uploaded to Apache, nginx and the local
 * server, answers the old address in each edition with a permanent redirect to the new one.
 */
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildSite } from '../../build';
import { configDirFor } from '../../stages/write';
import { formerForms } from '../../hosting/built-site';
import { get } from '../support/http-get';
import { tempDir, type Host } from '../support/hosts';
import { copyProject } from '../support/project-copy';
import { setups } from './setups';

const [before, after] = ['offline-first-learning', 'learning-without-the-internet'];
const moves = ['', '/sw'].map((prefix) => ({
  from: `${prefix}/impact/blogs/${before}/`,
  to: `${prefix}/impact/blogs/${after}/`,
}));

/** The hosts that read the redirects: Apache at both levels that read the .htaccess, nginx, and npm start's. */
const tested = setups.filter((setup) =>
  [
    'Apache, AllowOverride All',
    'Apache, AllowOverride FileInfo',
    'nginx, the shipped example with HSTS on',
    'serve-handler, as npm start runs it',
  ].includes(setup.name),
);
const hosts = new Map<string, Host>();
const cleanups: (() => Promise<void>)[] = [];

beforeAll(async () => {
  const copy = await copyProject('site-renamed-');
  cleanups.push(copy.remove);
  await copy.renameArticle('blogs', before, after);
  const site = join(copy.dir, 'dist');
  await buildSite({ projectDir: copy.dir, outDir: site });
  await Promise.all(
    tested.map(async (setup) => {
      const { dir, remove } = await tempDir('site-host-');
      cleanups.push(remove);
      hosts.set(setup.name, await setup.start(dir, { site, config: configDirFor(site) }));
    }),
  );
}, 60_000);

afterAll(async () => {
  await Promise.all([...hosts.values()].map((host) => host.stop()));
  await Promise.all(cleanups.map((remove) => remove()));
});

describe.each(tested.map((setup) => setup.name))('%s', (name) => {
  it('answers a renamed article’s old address, in each edition and each form, with 301 to its new one', async () => {
    const { url } = hosts.get(name)!;
    for (const { from, to } of moves) {
      for (const form of formerForms(from)) {
        const answer = await get(url + form);
        expect(answer.status, form).toBe(301);
        expect(new URL(answer.headers.location!, url).pathname, form).toBe(to);
      }
      const page = await get(url + to);
      expect(page.status, to).toBe(200);
      expect(page.text, to).toContain('<h1');
    }
  });
});
