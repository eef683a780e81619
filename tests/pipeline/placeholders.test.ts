/**
 * Placeholder details are replaced as the organisation gets the real ones (docs/content-files.md, "Replace
 * the placeholder details before launch"): a real email beside placeholder phone numbers builds, and
 * `npm run check:launch` goes on listing what is left; only details that must agree to send a gift to the
 * right place (the paybill and its account; the bank's name, branch, account number and SWIFT code) stop the
 * build while half of them are replaced. Whole builds of a copy of the project (the spec's content).
 */
import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildSite } from '../../build';
import { checkLaunch } from '../support/check-launch';
import { copyProject } from '../support/project-copy';

let copy: Awaited<ReturnType<typeof copyProject>>;

beforeAll(async () => {
  copy = await copyProject('site-placeholders-');
});
afterAll(() => copy?.remove());

/** The placeholder fields `npm run check:launch` lists in content/site.yml, by their place in it. */
const siteFieldsListed = (output: string) =>
  [...output.matchAll(/content\/site\.yml, line \d+: ([\w.]+) "/g)].map(([, field]) => field);

describe('replacing the placeholder details', () => {
  it(
    'takes the real email alone: the build passes and shows it, and check:launch still lists the phones and the rest',
    { timeout: 120_000 },
    async () => {
      const before = await checkLaunch(join(copy.dir, 'content'));
      expect(before.code, before.output).toBe(1);
      expect(siteFieldsListed(before.output)).toContain('email');

      const restore = await copy.edit('content/site.yml', (text) =>
        text.replace(/^email: hello@example\.org$/m, 'email: info@jengastem.or.ke'),
      );
      try {
        const outDir = join(copy.dir, 'dist');
        await buildSite({ projectDir: copy.dir, outDir });
        const contact = await readFile(join(outDir, 'contact/index.html'), 'utf8');
        expect(contact).toContain('mailto:info@jengastem.or.ke');
        expect(contact).not.toContain('hello@example.org');

        const after = await checkLaunch(join(copy.dir, 'content'));
        expect(after.code, after.output).toBe(1);
        const listed = siteFieldsListed(after.output);
        expect(listed).toEqual(siteFieldsListed(before.output).filter((field) => field !== 'email'));
        for (const phone of [
          'phone',
          ...['programmes', 'partnerships', 'media', 'donations', 'safeguarding'].map((p) => `contacts.${p}.phone`),
        ])
          expect(listed, phone).toContain(phone);
      } finally {
        await restore();
      }
    },
  );

  it('refuses a half-replaced bank, naming each of its details left', { timeout: 60_000 }, async () => {
    const restore = await copy.edit('content/site.yml', (text) =>
      text.replace(/^ {4}bank: Example Bank Kenya$/m, '    bank: Kenya Commercial Bank'),
    );
    try {
      const refused = await buildSite({ projectDir: copy.dir, outDir: join(copy.dir, 'dist') }).then(
        () => '',
        (error: Error) => error.message,
      );
      for (const left of ['Branch', 'Account number', 'SWIFT code'])
        expect(refused, left).toMatch(
          new RegExp(
            `Site-wide → Site → Giving → Bank → ${left}: ".*" is still a placeholder while giving\\.bank\\.bank is real`,
          ),
        );
      expect(refused).not.toMatch(/Email|Phone|Paybill/);
    } finally {
      await restore();
    }
  });
});
