import { z } from 'zod';
import { LANG, langs, pathIn, type Lang } from './lib/language';
import { text } from './lib/shapes';

/** Facts about the organisation, used on every page: edit them here and nowhere else. */
export const schema = z.object({
  name: text,
  shortName: text,
  tagline: text,
  description: text,
  url: z.url({ protocol: /^https$/ }).refine((u) => !u.endsWith('/'), 'must not end with /'),
  address: z.object({
    street: text,
    locality: text,
    region: text,
    postalCode: text,
    country: text,
  }),
  email: z.email(),
  phone: z.string().regex(/^\+254 \d{3} \d{3} \d{3}$/, 'must be like +254 700 000 000'),
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
