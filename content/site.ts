import { z } from 'zod';
import { halfFilled, type Field } from './lib/placeholders';
import { isoDay } from './lib/dates';
import { httpsUrl, image, phoneNumber, text } from './lib/shapes';
import type { ContactPurpose } from './lib/vocabulary';
import { LANG, langs, pathIn, type Lang } from './lib/language';

/** An address and phone number for one purpose: programmes and schools, media, safeguarding... */
const contactPoint = z.object({ email: z.email(), phone: phoneNumber });

/** How to give: the details the donate page's How to give section lists (see CONTENT.md before publishing). */
const giving = z.object({
  mpesa: z.object({
    paybill: z.string().regex(/^\d{5,7}$/, 'must be the 5 to 7 digits of an M-Pesa paybill number'),
    /** What the donor types as the account at the Account no. prompt. */
    account: text,
  }),
  bank: z.object({
    bank: text,
    branch: text,
    accountName: text,
    accountNumber: z.string().regex(/^\d{6,16}$/, 'must be the account number, digits only'),
    swift: z.string().regex(/^[A-Z]{4}KE[A-Z0-9]{2}([A-Z0-9]{3})?$/, 'must be a Kenyan SWIFT (BIC) code like ABCDKENA'),
  }),
  paypal: httpsUrl.refine((url) => new URL(url).hostname === 'www.paypal.com', 'must be a www.paypal.com link'),
  registration: z.object({
    /** The certificate number from the NGO Co-ordination Board (now the PBO Regulatory Authority). */
    ngo: text,
    /** The number of the public benefit organisation's registration under the PBO Act, 2013. */
    pbo: text,
  }),
  /**
   * Shilling amounts appear beside the dollar tiers only when this is set: the rate (shillings to one US
   * dollar) and the day it was taken, both shown on the page.
   */
  exchangeRate: z.object({ kesPerUsd: z.number().positive(), date: isoDay }).optional(),
});

/** Facts about the organisation, used on every page: edit them here and nowhere else. */
export const schema = z
  .object({
    name: text,
    shortName: text,
    tagline: text,
    description: text,
    url: z.url({ protocol: /^https$/ }).refine((u) => !u.endsWith('/'), 'must not end with /'),
    /** The picture a link to a page shows when the page has none of its own (Open Graph). */
    shareImage: image,
    address: z.object({
      street: text,
      locality: text,
      region: text,
      postalCode: text,
      country: text,
    }),
    email: z.email(),
    phone: phoneNumber,
    /** The name the organisation's accounts share on every network. */
    socialHandle: z.string().regex(/^[a-z0-9-]+$/, 'must be lower-case letters, digits and hyphens'),
    social: z.array(
      z.object({
        network: z.enum(['Facebook', 'Twitter', 'Instagram', 'LinkedIn']),
        url: z.url({ protocol: /^https$/ }),
      }),
    ),
    videoId: z.string().regex(/^[A-Za-z0-9_-]{11}$/, 'must be an 11-character YouTube video id'),
    videoTitle: text,
    /** The contact page's address and phone for each purpose; `email` and `phone` above are for general enquiries. */
    contacts: z.object({
      programmes: contactPoint,
      partnerships: contactPoint,
      media: contactPoint,
      donations: contactPoint,
      safeguarding: contactPoint,
    }),
    newsletter: z.object({
      /** Where a visitor can write to join the list while there is no sign-up service. */
      email: z.email(),
      /**
       * The sign-up service's form address. Set, the newsletter forms post the email to it (and the
       * Content-Security-Policy allows forms to post there and nowhere else); unset, they send nothing and
       * say how to sign up by email.
       */
      action: httpsUrl.optional(),
      /** The name the sign-up service expects for the email field: `email` unless it says otherwise. */
      emailField: z
        .string()
        .regex(/^[A-Za-z][\w[\]-]*$/, 'must be a form field name like email or EMAIL')
        .optional(),
    }),
    giving,
  })
  .superRefine((site, ctx) => {
    const contacts: Field[] = [
      [['email'], site.email],
      [['phone'], site.phone],
      [['newsletter', 'email'], site.newsletter.email],
      ...Object.entries(site.contacts).flatMap(([purpose, point]): Field[] => [
        [['contacts', purpose, 'email'], point.email],
        [['contacts', purpose, 'phone'], point.phone],
      ]),
    ];
    const { mpesa, bank, registration } = site.giving;
    const payment: Field[] = [
      [['giving', 'mpesa', 'paybill'], mpesa.paybill],
      [['giving', 'bank', 'bank'], bank.bank],
      [['giving', 'bank', 'branch'], bank.branch],
      [['giving', 'bank', 'accountNumber'], bank.accountNumber],
      [['giving', 'bank', 'swift'], bank.swift],
      [['giving', 'paypal'], site.giving.paypal],
      [['giving', 'registration', 'ngo'], registration.ngo],
      [['giving', 'registration', 'pbo'], registration.pbo],
    ];
    for (const issue of [...halfFilled(contacts), ...halfFilled(payment)]) ctx.addIssue({ code: 'custom', ...issue });
    const emails = contacts.filter(([path]) => path.at(-1) === 'email').map(([, email]) => email);
    if (new Set(emails).size !== emails.length)
      ctx.addIssue({ code: 'custom', path: ['contacts'], message: 'must give each purpose its own email address' });
  });
export type Site = z.infer<typeof schema>;

/**
 * Facts about the organisation, used on every page: edit them here and nowhere else.
 * Email and phone are placeholders on reserved ranges until the organisation supplies its own.
 */
/**
 * The organisation's name on the social networks, plainly a placeholder until it has its own accounts:
 * each link below goes to that network under this name.
 */
const SOCIAL_HANDLE = 'jenga-stem-placeholder';

const site: Site = {
  name: 'Jenga STEM Foundation',
  shortName: 'Jenga STEM',
  tagline: 'Hands-on STEM learning for Kenya’s schools, youth and communities',
  description:
    'A Kenyan non-profit that brings robotics, coding and hands-on science to school learners, out-of-school youth and community innovation labs.',
  url: 'https://jengastem.example.org',
  shareImage: { src: 'site/social-card.png', alt: 'Jenga STEM Foundation: hands-on STEM education in Kenya' },
  address: {
    street: 'Kilimani Business Centre, 3rd Floor, Argwings Kodhek Road',
    locality: 'Nairobi',
    region: 'Nairobi County',
    postalCode: '00100',
    country: 'Kenya',
  },
  email: 'hello@example.org',
  phone: '+254 700 000 000',
  socialHandle: SOCIAL_HANDLE,
  social: [
    { network: 'Facebook', url: `https://www.facebook.com/${SOCIAL_HANDLE}` },
    { network: 'Twitter', url: `https://x.com/${SOCIAL_HANDLE}` },
    { network: 'Instagram', url: `https://www.instagram.com/${SOCIAL_HANDLE}` },
    { network: 'LinkedIn', url: `https://www.linkedin.com/company/${SOCIAL_HANDLE}` },
  ],
  // Plainly a placeholder (YouTube ids are 11 characters): the organisation puts its own video's id here.
  videoId: 'PLACEHOLDER',
  videoTitle: 'A day at a Jenga STEM innovation lab',
  // Placeholders like `email` and `phone` above, replaced together (CONTENT.md, "Replace the placeholder details").
  contacts: {
    programmes: { email: 'programmes@example.org', phone: '+254 700 000 001' },
    partnerships: { email: 'partners@example.org', phone: '+254 700 000 002' },
    media: { email: 'media@example.org', phone: '+254 700 000 003' },
    donations: { email: 'donate@example.org', phone: '+254 700 000 004' },
    safeguarding: { email: 'safeguarding@example.org', phone: '+254 700 000 005' },
  },
  // No sign-up service yet: the forms say how to join by email. Set `action` when the organisation has one.
  newsletter: { email: 'newsletter@example.org' },
  // Placeholders that are plainly not real (zeros, XXXX, Example), replaced all together before launch.
  giving: {
    mpesa: { paybill: '000000', account: 'DONATE' },
    bank: {
      bank: 'Example Bank Kenya',
      branch: 'Example Branch, Nairobi',
      accountName: 'Jenga STEM Foundation',
      accountNumber: '0000000000',
      swift: 'XXXXKENA',
    },
    paypal: 'https://www.paypal.com/donate/?hosted_button_id=EXAMPLE',
    registration: { ngo: 'OP.000/000/0000/0000', pbo: 'PBO/0000/0000' },
  },
};

export default site;

/** A page's full URL in an edition (this one unless named): canonical links, feeds, structured data. */
export const urlOf = (path: string, lang: Lang = LANG) => site.url + pathIn(lang, path);

/** A page's editions, as hreflang alternates: each language, and English as the default (`x-default`). */
export function alternates(path: string): { hreflang: string; href: string }[] {
  return [
    ...langs.map((lang) => ({ hreflang: lang, href: urlOf(path, lang) })),
    { hreflang: 'x-default', href: urlOf(path, langs[0]) },
  ];
}

/** The address and phone number for a purpose; the newsletter has an address only. */
export function contactFor(purpose: ContactPurpose | 'newsletter'): { email: string; phone?: string } {
  if (purpose === 'general') return { email: site.email, phone: site.phone };
  if (purpose === 'newsletter') return { email: site.newsletter.email };
  return site.contacts[purpose];
}
