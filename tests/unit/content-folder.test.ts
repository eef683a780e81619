import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { afterEach, describe, expect, it, vi } from 'vitest';

const root = join(import.meta.dirname, '../..');

afterEach(() => {
  vi.unstubAllEnvs();
  vi.resetModules();
});

/** The folders as a script run with tsx finds them (npm run deploy, check:launch): no bundle, SITE_CONTENT as given. */
async function folders(siteContent: string) {
  vi.stubEnv('SITE_CONTENT', siteContent);
  vi.resetModules();
  return import('../../content/lib/records/content-folder');
}

describe('the content and public folders, outside a bundle', () => {
  it('are the project’s content/ and public/, wherever content/lib/ keeps the file that finds them', async () => {
    const { CONTENT_FOLDER, PUBLIC_FOLDER } = await folders('');
    expect(CONTENT_FOLDER).toBe(join(root, 'content'));
    expect(PUBLIC_FOLDER).toBe(join(root, 'public'));
    expect(existsSync(join(CONTENT_FOLDER, 'site.yml')), 'content/site.yml found').toBe(true);
  });

  it('are the folder SITE_CONTENT names, when the test suite names one', async () => {
    const { CONTENT_FOLDER } = await folders('tests/fixtures/content');
    expect(CONTENT_FOLDER).toBe(join(process.cwd(), 'tests/fixtures/content'));
  });
});
