import { z } from 'zod';
import {
  faqItem,
  hero,
  howTo,
  icon,
  inOrder,
  pageMeta,
  pageWords,
  sentenceWith,
  text,
  textList,
} from './lib/records/shapes';
import { loadRecord } from './lib/records/records';
import { factWords } from './facts';
import type { TaxStatus } from './site';
import { formatDate } from './lib/time/dates';
import { fill } from './lib/words/template';

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
      registration: z.object({
        title: text,
        text,
        ngo: text,
        pbo: text,
        taxExemption: text.describe('Beside our tax status: "KRA tax exemption".'),
        taxStatus: z
          .object({
            held: sentenceWith('date').describe(
              'While we hold one (Site-wide → Site → KRA tax exemption): "Held, valid until {date}: …".',
            ),
            applied: sentenceWith('date').describe(
              'While we have applied for one: "Applied for on {date}, not yet granted: …".',
            ),
            none: text.describe('While we hold none.'),
          })
          .describe('What the page says of our tax status, in plain words, for each status the site record may give.'),
      }),
      receipt: howTo
        .extend({ title: text, text })
        .describe('How every donor gets a receipt, whatever our tax status: it asks for no KRA PIN.'),
      taxReceipt: z
        .object({
          text: text.describe("Said under the receipt's text while we hold a tax exemption."),
          subject: text.describe(
            'The subject of the email for a receipt while we hold a tax exemption: "Tax receipt".',
          ),
          pin: text.describe(
            'Listed second among the details while we hold one: "Your KRA PIN, if you will claim the gift against tax in Kenya".',
          ),
        })
        .describe(
          "What the receipt adds while we hold a KRA tax exemption: a tax receipt, which carries the donor's KRA PIN.",
        ),
    })
    .describe('The How to give section: the payment details themselves are in the site record (`giving`).'),
});
export type Donate = z.infer<typeof schema>;

/** The words of the donate page: ways to give, what each amount pays for, and the questions donors ask. */
const donate = loadRecord<Donate>('donate', schema, { facts: factWords });

export default donate;

/** What the donate page says of our tax status: "Applied for, not yet granted: …". */
export function taxStatement(
  status: TaxStatus,
  { appliedOn, validUntil }: { appliedOn?: string; validUntil?: string },
): string {
  const { taxStatus } = donate.howToGive.registration;
  if (status === 'held') return fill(taxStatus.held, { date: formatDate(validUntil ?? '') });
  if (status === 'applied') return fill(taxStatus.applied, { date: formatDate(appliedOn ?? '') });
  return taxStatus.none;
}

/**
 * How to get a receipt with our tax status: every gift gets one; while we hold a tax exemption it is a tax
 * receipt, which asks for the donor's KRA PIN too.
 */
export function receiptFor(status: TaxStatus): { howTo: Donate['howToGive']['receipt']; notes: string[] } {
  const { receipt, taxReceipt } = donate.howToGive;
  if (status !== 'held') return { howTo: receipt, notes: [receipt.text] };
  const [first, ...rest] = receipt.include;
  return {
    howTo: { ...receipt, subject: taxReceipt.subject, include: [...(first ? [first] : []), taxReceipt.pin, ...rest] },
    notes: [receipt.text, taxReceipt.text],
  };
}
