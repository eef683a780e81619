import { z } from 'zod';
import { halfFilled, type Field } from './lib/launch/placeholders';
import { categoryNames, httpsUrl, image, phoneNumber, text, verbatim } from './lib/records/shapes';
import { honorificKeys } from './lib/records/people';
import { loadRecord } from './lib/records/records';
import type { ContentWarning } from './lib/records/content-warning';
import { warningAt } from './lib/records/validate';
import { yearsAfter } from './lib/time/build-date';
import { isoDay } from './lib/time/date-shapes';

/** An address and phone number for one purpose: programmes and schools, media, safeguarding... */
const contactPoint = z.object({ email: z.email(), phone: phoneNumber });

/** How to give: the details the donate page's How to give section lists (see docs/content-files.md before publishing). */
const giving = z.object({
  mpesa: z
    .object({
      paybill: z.string().regex(/^\d{5,7}$/, 'must be the 5 to 7 digits of an M-Pesa paybill number'),
      account: verbatim.describe('What the donor types as the account at the Account no. prompt.'),
    })
    .meta({ title: 'M-Pesa' })
    .describe(
      'Replace the paybill and its account together: a real paybill beside the example account would send gifts astray.',
    ),
  bank: z
    .object({
      bank: verbatim,
      branch: verbatim,
      accountName: verbatim,
      accountNumber: z.string().regex(/^\d{6,16}$/, 'must be the account number, digits only'),
      swift: z
        .string()
        .regex(/^[A-Z]{4}KE[A-Z0-9]{2}([A-Z0-9]{3})?$/, 'must be a Kenyan SWIFT (BIC) code like ABCDKENA')
        .meta({ title: 'SWIFT code' }),
    })
    .describe(
      "Replace the bank's name, branch, account number and SWIFT code together: they must agree for a transfer to arrive.",
    ),
  paypal: httpsUrl
    .refine((url) => new URL(url).hostname === 'www.paypal.com', 'must be a www.paypal.com link')
    .meta({ title: 'PayPal link' }),
  registration: z.object({
    ngo: verbatim
      .meta({ title: 'NGO certificate number' })
      .describe('The certificate number from the NGO Co-ordination Board (now the PBO Regulatory Authority).'),
    pbo: verbatim
      .meta({ title: 'PBO registration number' })
      .describe("The number of the public benefit organisation's registration under the PBO Act, 2013."),
  }),
});

/** What the foundation charges for: said once, here, and by every page that speaks of cost through `{{whatIsFree}}` and `{{whatIsPaid}}`. */
const costs = z
  .object({
    free: text.describe(
      'What is free, in a sentence every page that speaks of cost says (`{{whatIsFree}}`): "Every programme is free for the learners and young people in it."',
    ),
    paid: text.describe(
      'What is paid, and any help with it, in a sentence every page that speaks of cost says (`{{whatIsPaid}}`): "Only Maker Membership has a monthly fee, with bursaries for young people."',
    ),
  })
  .describe('What is free and what is paid: the who-we-are and labs pages say it from here.');

/** The foundation's standing with the Kenya Revenue Authority, which decides whether a gift may be claimed against tax in Kenya. */
export const TAX_STATUSES = ['held', 'applied', 'none'] as const;
export type TaxStatus = (typeof TAX_STATUSES)[number];

const taxExemption = z
  .object({
    status: z
      .enum(TAX_STATUSES)
      .describe(
        'Whether the foundation holds a KRA tax exemption (held), has applied for one (applied) or has none (none). The donate page states it, and offers a tax receipt only while one is held.',
      ),
    appliedOn: isoDay
      .optional()
      .describe(
        'For an exemption applied for: the day we applied, which the donate page gives. A year later the build asks whether KRA has decided.',
      ),
    validUntil: isoDay
      .optional()
      .describe(
        'For an exemption held: the last day of its certificate. After it, the donate page says none is held and the build asks for the new date.',
      ),
  })
  .refine(({ status, appliedOn }) => (status === 'applied') === (appliedOn !== undefined), {
    path: ['appliedOn'],
    message: 'must be set (the day we applied) for an exemption applied for, and only then',
  })
  .refine(({ status, validUntil }) => (status === 'held') === (validUntil !== undefined), {
    path: ['validUntil'],
    message: 'must be set (the last day of the certificate) for an exemption held, and only then',
  })
  .meta({ title: 'KRA tax exemption' });

/** Facts about the organisation, used on every page: edit them here and nowhere else. */
export const schema = z
  .object({
    name: verbatim,
    shortName: verbatim,
    tagline: text,
    honorifics: categoryNames(honorificKeys).describe(
      'How this edition writes each title before a name: Dr (Dr.), Prof (Prof.), Mr (Mr.), Mrs (Mrs.), Ms (Ms.).',
    ),
    description: text,
    url: z.url({ protocol: /^https$/ }).refine((u) => !u.endsWith('/'), 'must not end with /'),
    shareImage: image.describe('The picture a link to a page shows when the page has none of its own (Open Graph).'),
    address: z.object({
      street: text,
      locality: verbatim,
      region: text,
      postalCode: verbatim,
      country: text,
    }),
    addressConfirmed: z
      .boolean()
      .meta({ title: 'Address confirmed' })
      .describe(
        'Tick once someone has checked on the spot that the address above, and the directions and map of the contact page, lead to the office: until then `npm run check:launch` lists it, and the site is not published.',
      ),
    email: z.email(),
    phone: phoneNumber,
    socialHandle: z
      .string()
      .regex(/^[a-z0-9-]+$/, 'must be lower-case letters, digits and hyphens')
      .describe("The name the organisation's accounts share on every network."),
    social: z.array(
      z.object({
        network: z.enum(['Facebook', 'Twitter', 'Instagram', 'LinkedIn']),
        url: z.url({ protocol: /^https$/ }),
      }),
    ),
    videoId: z
      .string()
      .regex(/^[A-Za-z0-9_-]{11}$/, 'must be an 11-character YouTube video id')
      .meta({ title: 'YouTube video id' }),
    videoTitle: text,
    contacts: z
      .object({
        programmes: contactPoint,
        partnerships: contactPoint,
        media: contactPoint,
        donations: contactPoint,
        safeguarding: contactPoint,
      })
      .describe(
        "The contact page's address and phone for each purpose; `email` and `phone` above are for general enquiries.",
      ),
    newsletter: z.object({
      email: z.email().describe('Where a visitor can write to join the list while there is no sign-up service.'),
      action: httpsUrl
        .optional()
        .describe(
          "The sign-up service's form address. Set, the newsletter forms post the email to it (and the Content-Security-Policy allows forms to post there and nowhere else); unset, they send nothing and say how to sign up by email.",
        ),
      emailField: z
        .string()
        .regex(/^[A-Za-z][\w[\]-]*$/, 'must be a form field name like email or EMAIL')
        .optional()
        .describe('The name the sign-up service expects for the email field: `email` unless it says otherwise.'),
    }),
    giving,
    taxExemption,
    costs,
  })
  .superRefine((site, ctx) => {
    // Only details that must agree to send a gift to the right place are replaced together
    // (docs/content-files.md, "Replace the placeholder details before launch"); every other one alone.
    const { mpesa, bank } = site.giving;
    const mpesaDetails: Field[] = [
      [['giving', 'mpesa', 'paybill'], mpesa.paybill],
      [['giving', 'mpesa', 'account'], mpesa.account],
    ];
    const bankDetails: Field[] = [
      [['giving', 'bank', 'bank'], bank.bank],
      [['giving', 'bank', 'branch'], bank.branch],
      [['giving', 'bank', 'accountNumber'], bank.accountNumber],
      [['giving', 'bank', 'swift'], bank.swift],
    ];
    for (const issue of [...halfFilled(mpesaDetails), ...halfFilled(bankDetails)])
      ctx.addIssue({ code: 'custom', ...issue });
    const emails = [site.email, site.newsletter.email, ...Object.values(site.contacts).map((point) => point.email)];
    if (new Set(emails).size !== emails.length)
      ctx.addIssue({ code: 'custom', path: ['contacts'], message: 'must give each purpose its own email address' });
  });
export type Site = z.infer<typeof schema>;

const site = loadRecord<Site>('site', schema);

export default site;

/** The foundation's tax status on `today`: an exemption whose certificate has run out is no exemption. */
export const taxStatusOn = ({ taxExemption }: Pick<Site, 'taxExemption'>, today: string): TaxStatus =>
  taxExemption.status === 'held' && (taxExemption.validUntil ?? '') < today ? 'none' : taxExemption.status;

/**
 * What the build cannot decide by `today` of our tax exemption, for the editor, at the field to change: a
 * certificate that has run out (the donate page then says none is held), and an application made more than
 * a year ago, which KRA has likely decided.
 */
export function taxExemptionProblems(
  { taxExemption }: Pick<Site, 'taxExemption'>,
  today: string,
): { field: 'appliedOn' | 'validUntil'; message: string }[] {
  const { status, appliedOn, validUntil } = taxExemption;
  if (status === 'held' && validUntil !== undefined && validUntil < today)
    return [
      {
        field: 'validUntil',
        message: `has passed, so the donate page says no exemption is held and offers no tax receipt: set the last day of the renewed certificate, or the status KRA gives now`,
      },
    ];
  if (status === 'applied' && appliedOn !== undefined && yearsAfter(appliedOn, 1) < today)
    return [
      {
        field: 'appliedOn',
        message: `was more than a year ago, and the donate page still says we await KRA's answer: set the status KRA has given, or the day of a new application`,
      },
    ];
  return [];
}

/** What the build cannot decide by `today`: the tax exemption's (`taxExemptionProblems`), for the editor. */
export function stale(today: string): ContentWarning[] {
  return taxExemptionProblems(site, today).map(({ field, message }) =>
    warningAt('stale', 'content/site.yml', site, { path: ['taxExemption', field], message }),
  );
}
