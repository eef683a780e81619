import { z } from 'zod';
import { text } from './lib/shapes';

/** Facts about the organisation, used on every page: edit them here and nowhere else. */
export const schema = z.object({
  name: text,
  shortName: text,
  tagline: text,
  description: text,
  url: z.url({ protocol: /^https$/ }).refine((u) => !u.endsWith('/'), 'must not end with /'),
  foundingYear: z.number().int().min(1900),
  address: z.object({
    street: text,
    locality: text,
    region: text,
    postalCode: text,
    country: text,
  }),
  email: z.email(),
  phone: z.string().regex(/^\+254 \d{3} \d{3} \d{3}$/, 'must be like +254 700 000 000'),
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
const site: Site = {
  name: 'Jenga STEM Foundation',
  shortName: 'Jenga STEM',
  tagline: 'Hands-on STEM learning for Kenya’s schools, youth and communities',
  description:
    'A Kenyan non-profit that brings robotics, coding and hands-on science to school learners, out-of-school youth and community innovation labs.',
  url: 'https://jengastem.example.org',
  foundingYear: 2019,
  address: {
    street: 'Kilimani Business Centre, 3rd Floor, Argwings Kodhek Road',
    locality: 'Nairobi',
    region: 'Nairobi County',
    postalCode: '00100',
    country: 'Kenya',
  },
  email: 'hello@example.org',
  phone: '+254 700 000 000',
  social: [
    { network: 'Facebook', url: 'https://www.facebook.com/jengastem' },
    { network: 'Twitter', url: 'https://twitter.com/jengastem' },
    { network: 'Instagram', url: 'https://www.instagram.com/jengastem' },
    { network: 'LinkedIn', url: 'https://www.linkedin.com/company/jengastem' },
  ],
  // A placeholder video (Blender's open film Big Buck Bunny) until the organisation uploads its own.
  videoId: 'aqz-KE-bpKQ',
  videoTitle: 'A day at a Jenga STEM innovation lab',
};

export default site;
