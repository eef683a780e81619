import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { isPlaceholder, launchPlaceholders } from '../../content/lib/launch/placeholders';
import { validateContent } from '../../content/lib/records/validate';
import site, * as siteFile from '../../content/site';

const escape = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
const contentGuide = readFileSync(join(import.meta.dirname, '../../docs/content-files.md'), 'utf8');

/** The site record with its giving details changed, checked as the build checks it. */
function checkGiving(change: (giving: typeof site.giving) => typeof site.giving): string[] {
  return validateContent('content/site.ts', {
    schema: siteFile.schema,
    default: { ...site, giving: change(site.giving) },
  });
}

/** Every detail the organisation must replace before launch, by its place in the site record. */
const details: [string, string][] = [
  ['email', site.email],
  ['phone', site.phone],
  ['newsletter.email', site.newsletter.email],
  ...Object.entries(site.contacts).flatMap(([purpose, point]): [string, string][] => [
    [`contacts.${purpose}.email`, point.email],
    [`contacts.${purpose}.phone`, point.phone],
  ]),
  ['giving.mpesa.paybill', site.giving.mpesa.paybill],
  ['giving.mpesa.account', site.giving.mpesa.account],
  ['giving.bank.bank', site.giving.bank.bank],
  ['giving.bank.branch', site.giving.bank.branch],
  ['giving.bank.accountNumber', site.giving.bank.accountNumber],
  ['giving.bank.swift', site.giving.bank.swift],
  ['giving.paypal', site.giving.paypal],
  ['giving.registration.ngo', site.giving.registration.ngo],
  ['giving.registration.pbo', site.giving.registration.pbo],
];

const real = {
  mpesa: { paybill: '247247', account: 'DONATE' },
  bank: {
    bank: 'Kenya Commercial Bank',
    branch: 'Kilimani',
    accountName: 'Jenga STEM Foundation',
    accountNumber: '1234567890',
    swift: 'KCBLKENX',
  },
  paypal: 'https://www.paypal.com/donate/?hosted_button_id=ABCD1234EFGH5',
  registration: { ngo: 'OP.218/051/19-123/11234', pbo: 'PBO/2024/0417' },
};

describe('placeholder details', () => {
  it('are told apart from real ones: zeros, XXXX, Example, example.org and +254 700 000 xxx', () => {
    for (const fake of [
      '000000',
      '0000000000',
      'XXXXKENA',
      'Example Bank Kenya',
      'hello@example.org',
      '+254 700 000 003',
    ])
      expect(isPlaceholder(fake), fake).toBe(true);
    for (const value of [
      '247247',
      '1234567890',
      'KCBLKENX',
      'Kenya Commercial Bank',
      'info@jengastem.or.ke',
      '+254 722 123 456',
    ])
      expect(isPlaceholder(value), value).toBe(false);
  });

  it('are each listed in docs/content-files.md, with where to replace them, for as long as they are in the site record', () => {
    const left = details.filter(([, value]) => isPlaceholder(value));
    // Today every detail is a placeholder; the organisation replaces them before launch.
    expect(left.length).toBe(details.length);
    for (const [field, value] of left) {
      const row = new RegExp(`\\|\\s*\`${escape(field)}\`\\s*\\|\\s*\`${escape(value)}\`\\s*\\|`);
      expect(contentGuide, `docs/content-files.md has no table row for ${field} ("${value}")`).toMatch(row);
    }
  });

  it('stop the build when a paybill or the bank is half replaced, naming each one left of that group', () => {
    const bank = checkGiving((giving) => ({ ...giving, bank: { ...giving.bank, accountNumber: '1234567890' } }));
    const left = (field: string, value: string) =>
      `content/site.ts: ${field} "${value}" is still a placeholder while giving.bank.accountNumber is real: these must agree for a gift to reach the foundation, so replace them together (docs/content-files.md, "Replace the placeholder details before launch")`;
    expect(bank).toEqual([
      left('giving.bank.bank', site.giving.bank.bank),
      left('giving.bank.branch', site.giving.bank.branch),
      left('giving.bank.swift', site.giving.bank.swift),
    ]);
    const paybill = checkGiving((giving) => ({ ...giving, mpesa: { ...giving.mpesa, paybill: '247247' } }));
    expect(paybill).toEqual([
      `content/site.ts: giving.mpesa.account "${site.giving.mpesa.account}" is still a placeholder while giving.mpesa.paybill is real: these must agree for a gift to reach the foundation, so replace them together (docs/content-files.md, "Replace the placeholder details before launch")`,
    ]);
  });

  it('pass when a whole group is replaced and the others are not: each group stands alone', () => {
    expect(checkGiving((giving) => ({ ...giving, mpesa: real.mpesa }))).toEqual([]);
    expect(checkGiving((giving) => ({ ...giving, bank: real.bank }))).toEqual([]);
  });

  it('pass when every giving detail is real', () => {
    expect(checkGiving(() => real)).toEqual([]);
  });

  it('are replaced one at a time when nothing else need agree with them: an email, a phone, the PayPal link, a registration number', () => {
    const alone = (change: Partial<typeof site>) =>
      validateContent('content/site.ts', { schema: siteFile.schema, default: { ...site, ...change } });
    expect(alone({ email: 'info@jengastem.or.ke' })).toEqual([]);
    expect(alone({ phone: '+254 722 123 456' })).toEqual([]);
    expect(
      alone({ contacts: { ...site.contacts, media: { ...site.contacts.media, email: 'media@jengastem.or.ke' } } }),
    ).toEqual([]);
    expect(alone({ newsletter: { ...site.newsletter, email: 'news@jengastem.or.ke' } })).toEqual([]);
    expect(checkGiving((giving) => ({ ...giving, paypal: real.paypal }))).toEqual([]);
    expect(
      checkGiving((giving) => ({ ...giving, registration: { ...giving.registration, ngo: real.registration.ngo } })),
    ).toEqual([]);
  });

  it('still list, after the email alone is replaced, every phone number and every other placeholder', () => {
    const listed = (record: typeof site) =>
      launchPlaceholders('content/site.yml', record, site.url).map(({ text }) => /: ([\w.]+) "/.exec(text)?.[1]);
    const before = listed(site);
    const after = listed({ ...site, email: 'info@jengastem.or.ke' });
    expect(before).toContain('email');
    expect(after).toEqual(before.filter((field) => field !== 'email'));
    for (const phone of ['phone', ...Object.keys(site.contacts).map((purpose) => `contacts.${purpose}.phone`)])
      expect(after, phone).toContain(phone);
  });
});

describe('the list of what to replace before launch (npm run check:launch)', () => {
  const list = launchPlaceholders('content/site.yml', site, site.url).map(({ text }) => text);

  it('names every placeholder detail of the site record by its field', () => {
    const fields = list.map((line) => /^content\/site\.yml, line \d+: (?:social, item (\d): )?([\w.]+) /.exec(line));
    expect(fields.map((m) => (m?.[1] ? `social.${m[1]}.${m[2]}` : m?.[2]))).toEqual([
      'url',
      ...details.slice(0, 2).map(([path]) => path),
      'socialHandle',
      ...site.social.map((_, i) => `social.${i + 1}.url`),
      'videoId',
      ...details.slice(3, 13).map(([path]) => path),
      'newsletter.email',
      ...details.slice(13).map(([path]) => path),
      'address',
    ]);
    for (const line of list.slice(0, -1)) expect(line).toMatch(/ is a placeholder: replace it before launch$/);
  });

  it('names the office’s and each hub’s address until its record says it is confirmed, and not after', () => {
    const hub = (name: string, addressConfirmed: boolean) => ({ name, address: `${name} Road`, addressConfirmed });
    const labs = { words: { address: 'Address' }, labs: [hub('Nairobi', false), hub('Kisumu', true)] };
    expect(launchPlaceholders('content/labs.yml', labs, site.url).map(({ text }) => text)).toEqual([
      'content/labs.yml: labs, item 1 "Nairobi": address "Nairobi Road" is not yet confirmed as a real address: check on the spot that it (and any directions and map to it) leads there, then tick Address confirmed',
    ]);
    expect(site.addressConfirmed).toBe(false);
    expect(list.at(-1)).toMatch(/^content\/site\.yml, line \d+: address is not yet confirmed as a real address: /);
    expect(launchPlaceholders('content/site.yml', { ...site, addressConfirmed: true }, site.url)).toHaveLength(
      list.length - 1,
    );
  });

  it('lists nothing of a site record whose details are real', () => {
    const own = {
      ...site,
      url: 'https://jengastem.or.ke',
      email: 'hello@jengastem.or.ke',
      phone: '+254 722 123 456',
      newsletter: { email: 'news@jengastem.or.ke' },
      socialHandle: 'jengastem',
      social: site.social.map((s) => ({ ...s, url: s.url.replace('jenga-stem-placeholder', 'jengastem') })),
      videoId: 'dQw4w9WgXcQ',
      contacts: Object.fromEntries(
        Object.keys(site.contacts).map((purpose, i) => [
          purpose,
          { email: `${purpose}@jengastem.or.ke`, phone: `+254 722 123 45${i}` },
        ]),
      ),
      giving: { ...site.giving, ...real },
      addressConfirmed: true,
    };
    expect(launchPlaceholders('content/site.yml', own, own.url)).toEqual([]);
  });

  it('finds example.org addresses and reserved numbers written in any text, but not the spec’s words', () => {
    const board = {
      empty: { title: 'Board Section Ready', text: 'Write to board@example.org or call +254 700 000 007.' },
      link: 'https://makerfaire.example.org/2025/',
      terms: `The site at ${site.url} is ours.`,
    };
    expect(launchPlaceholders('content/board.yml', board, site.url).map(({ text }) => text)).toEqual([
      'content/board.yml: empty.text "Write to board@example.org or call +254 700 000 007." holds board@example.org, which is a placeholder: replace it before launch',
      'content/board.yml: empty.text "Write to board@example.org or call +254 700 000 007." holds +254 700 000 007, which is a placeholder: replace it before launch',
      'content/board.yml: link "https://makerfaire.example.org/2025/" is a placeholder: replace it before launch',
    ]);
  });
});
