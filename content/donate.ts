import { z } from 'zod';
import { faqItem, hero, howTo, icon, inOrder, pageMeta, pageWords, text, textList } from './lib/records/shapes';
import { loadRecord } from './lib/records/records';
import { factWords } from './facts';

export const donationOptionSchema = z.object({ title: text, description: text, highlights: textList, icon });

/**
 * An amount the page asks for, in US dollars and, where the organisation sets one, in Kenyan shillings: its own
 * round figure, not a conversion (content/lib/words/money.ts says how each edition shows it).
 */
const giftAmount = z.object({
  amount: z.number().int().positive().describe('In US dollars, whole amounts: shown as $1,000.'),
  shillings: z
    .number()
    .int()
    .positive()
    .optional()
    .meta({ title: 'Amount in shillings' })
    .describe(
      'What the organisation asks for in Kenyan shillings, whole: shown as KSh 130,000. Set it, do not convert it: the Kiswahili pages show it in place of the dollars, the English page beside them; left out, both show the dollars.',
    ),
});

export const donationTierSchema = giftAmount.extend({ impact: text, icon });
export type DonationTier = z.infer<typeof donationTierSchema>;

export const schema = z.object({
  words: pageWords({
    waysToGive: text,
    yourImpact: text,
    frequentlyAskedQuestions: text,
    weAccept: text,
    donateNow: text,
  }),
  meta: pageMeta,
  hero,
  options: z.array(donationOptionSchema).min(1),
  impact: z.object({ intro: text }),
  tiers: z
    .array(donationTierSchema)
    .min(1)
    .refine(
      (tiers) =>
        inOrder(
          tiers,
          (tier, before) =>
            tier.amount > before.amount &&
            (tier.shillings === undefined || before.shillings === undefined || tier.shillings > before.shillings),
        ),
      'must go from the smallest amount to the largest, in dollars and in shillings',
    ),
  smallestGift: giftAmount
    .optional()
    .describe('The least one gift may be, for a text that says "from {{gift5}}" (Ways to give).'),
  security: text,
  paymentMethods: textList,
  faqs: z.array(faqItem).min(1),
  howToGive: z
    .object({
      title: text,
      intro: text,
      mpesa: z.object({ title: text, steps: textList, after: text }),
      bank: z.object({
        title: text,
        labels: z.object({ bank: text, branch: text, accountName: text, accountNumber: text, swift: text }),
        reference: text,
      }),
      paypal: z.object({ title: text, text, link: text }),
      cheque: z.object({ title: text, text, link: text }),
      registration: z.object({ title: text, text, ngo: text, pbo: text }),
      receipt: howTo.extend({ title: text, text }),
    })
    .describe('The How to give section: the payment details themselves are in the site record (`giving`).'),
});
export type Donate = z.infer<typeof schema>;

/** The words of the donate page: ways to give, what each amount pays for, and the questions donors ask. */
const donate = loadRecord<Donate>('donate', schema, { facts: factWords });

export default donate;
