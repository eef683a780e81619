import { z } from 'zod';
import { iconNames } from '../../components/Icon';
import { text, textList } from './common';

const icon = z.enum(iconNames);

export const donationOptionSchema = z.object({ title: text, description: text, highlights: textList, icon });

export const donationTierSchema = z.object({
  /** In US dollars, whole amounts: shown as $1,000. */
  amount: z.number().int().positive(),
  impact: text,
  icon,
});
export type DonationTier = z.infer<typeof donationTierSchema>;

export const faqSchema = z.object({ question: text, answer: text });
export type FaqItem = z.infer<typeof faqSchema>;

export const donateSchema = z.object({
  hero: z.object({ title: text, lead: text }),
  options: z.array(donationOptionSchema).length(4),
  impact: z.object({ intro: text }),
  tiers: z
    .array(donationTierSchema)
    .length(4)
    .refine(
      (tiers) => tiers.every((tier, i) => i === 0 || tier.amount > tiers[i - 1].amount),
      'must go from the smallest amount to the largest',
    ),
  security: text,
  paymentMethods: z.array(text).length(3),
  faqs: z.array(faqSchema).length(3),
});
export type Donate = z.infer<typeof donateSchema>;
