import { z } from 'zod';
import { text } from './common';

export const siteSchema = z.object({
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
export type Site = z.infer<typeof siteSchema>;
