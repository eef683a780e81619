import { z } from 'zod';
import { faqItem, hero, icon, pageMeta, text, textList } from './lib/shapes';
import site from './site';

export const donationOptionSchema = z.object({ title: text, description: text, highlights: textList, icon });

export const donationTierSchema = z.object({
  /** In US dollars, whole amounts: shown as $1,000. */
  amount: z.number().int().positive(),
  impact: text,
  icon,
});
export type DonationTier = z.infer<typeof donationTierSchema>;

export const schema = z.object({
  meta: pageMeta,
  hero,
  options: z.array(donationOptionSchema).min(1),
  impact: z.object({ intro: text }),
  tiers: z
    .array(donationTierSchema)
    .min(1)
    .refine(
      (tiers) => tiers.every((tier, i) => i === 0 || tier.amount > tiers[i - 1].amount),
      'must go from the smallest amount to the largest',
    ),
  security: text,
  paymentMethods: textList,
  faqs: z.array(faqItem).min(1),
});
export type Donate = z.infer<typeof schema>;

/** The words of the donate page: ways to give, what each amount pays for, and the questions donors ask. */
const donate: Donate = {
  meta: {
    title: 'Donate: Support Our Mission',
    description:
      'Give once or monthly, as a company or in kind: $25 buys a STEM kit for a student. Pay by credit card, M-Pesa or PayPal, with a tax-deductible receipt.',
  },
  hero: {
    title: 'Support Our Mission',
    lead: 'Your gift puts robots, microscopes and laptops in the hands of young Kenyans who have never had them.',
  },
  options: [
    {
      title: 'One-Time Gift',
      description: 'Give any amount, once, and we put it to work in the next school term.',
      highlights: ['Any amount, from $5', 'Pay by card, M-Pesa or PayPal', 'Receipt by email the same day'],
      icon: 'gift',
    },
    {
      title: 'Monthly Gift',
      description: 'A steady monthly gift lets us promise a school a full year of lessons, not a single visit.',
      highlights: [
        'Change or stop it at any time',
        'A termly update from the classrooms you support',
        'One annual receipt',
      ],
      icon: 'repeat',
    },
    {
      title: 'Corporate Giving',
      description: 'Partner with us to sponsor a lab, a competition team or a county programme.',
      highlights: [
        'Named lab and bootcamp sponsorships',
        'Staff volunteering and mentoring',
        'Impact reports for your CSR team',
      ],
      icon: 'briefcase',
    },
    {
      title: 'In-Kind Support',
      description: 'Give equipment or skills: we refurbish, test and deliver every item to a school or lab.',
      highlights: [
        'Laptops and tablets under five years old',
        'Microcontrollers, sensors and 3D-printer filament',
        'Engineers and coders as volunteer mentors',
      ],
      icon: 'package',
    },
  ],
  impact: {
    intro: 'Every amount buys something a learner can hold, build with or learn from.',
  },
  tiers: [
    { amount: 25, impact: 'A STEM kit for a student', icon: 'package' },
    { amount: 100, impact: 'Robotics training for a classroom', icon: 'robot' },
    { amount: 500, impact: 'A teacher training workshop', icon: 'cap' },
    { amount: 1000, impact: 'Sponsor a school STEM bootcamp', icon: 'trophy' },
  ],
  security: 'Your donation is protected by SSL encryption from your browser to our payment provider.',
  paymentMethods: ['Credit card', 'M-Pesa', 'PayPal'],
  faqs: [
    {
      question: 'How will my donation be used?',
      answer:
        '100% of your donation goes to programme delivery: STEM kits, teacher training, lab equipment and competition costs for learners. Our running costs are met by institutional grants, not by individual gifts.',
    },
    {
      question: 'Will I receive a tax-deductible receipt?',
      answer: `Yes. ${site.name} is a registered non-profit, and we send a tax-deductible receipt for all donations, whatever the amount or payment method.`,
    },
    {
      question: 'Can I make a recurring monthly donation?',
      answer:
        'Yes. Choose a monthly gift and it is taken automatically each month by card, M-Pesa or PayPal. You can change the amount or stop it at any time by writing to us.',
    },
  ],
};

export default donate;
