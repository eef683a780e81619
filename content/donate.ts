import { z } from 'zod';
import { faqItem, hero, howTo, icon, pageMeta, sentenceWith, text, textList } from './lib/shapes';
import site from './site';

const { mpesa, bank } = site.giving;

export const donationOptionSchema = z.object({ title: text, description: text, highlights: textList, icon });

export const donationTierSchema = z.object({
  /** In US dollars, whole amounts: shown as $1,000. */
  amount: z.number().int().positive(),
  impact: text,
  icon,
});
export type DonationTier = z.infer<typeof donationTierSchema>;

export const schema = z.object({
  /** The page's own words: its section headings, links and buttons. */
  words: z.object({
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
      (tiers) => tiers.every((tier, i) => i === 0 || tier.amount > tiers[i - 1].amount),
      'must go from the smallest amount to the largest',
    ),
  security: text,
  paymentMethods: textList,
  faqs: z.array(faqItem).min(1),
  /** Shown only when the site record holds an exchange rate (`giving.exchangeRate`). */
  shillings: z.object({
    amount: sentenceWith('amount'),
    note: sentenceWith('rate', 'date'),
  }),
  /** The How to give section: the payment details themselves are in the site record (`giving`). */
  howToGive: z.object({
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
  }),
});
export type Donate = z.infer<typeof schema>;

/** The words of the donate page: ways to give, what each amount pays for, and the questions donors ask. */
const donate: Donate = {
  words: {
    waysToGive: 'Ways to Give',
    yourImpact: 'Your Impact',
    frequentlyAskedQuestions: 'Frequently Asked Questions',
    weAccept: 'We accept:',
    donateNow: 'Donate Now',
  },
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
  shillings: {
    amount: 'KSh {amount}',
    note: 'Shilling amounts at KSh {rate} to the US dollar, the rate on {date}.',
  },
  howToGive: {
    title: 'How to give',
    intro:
      'Give by M-Pesa, bank transfer, PayPal or cheque, or in person at our office. Whichever way you give, we send a receipt.',
    mpesa: {
      title: 'M-Pesa',
      steps: [
        'Open M-PESA on your phone: the M-PESA app, or the SIM Toolkit menu.',
        'Choose Lipa na M-PESA, then Pay Bill.',
        `Enter the Business no.: ${mpesa.paybill}`,
        `Enter the Account no.: ${mpesa.account}`,
        'Enter the amount in shillings.',
        'Enter your M-PESA PIN.',
        `Check that the name shown is ${site.name}, then confirm.`,
      ],
      after: 'M-PESA sends you an SMS with a transaction code: keep it for your receipt.',
    },
    bank: {
      title: 'Bank transfer',
      labels: {
        bank: 'Bank',
        branch: 'Branch',
        accountName: 'Account name',
        accountNumber: 'Account number',
        swift: 'SWIFT code',
      },
      reference: `Use your name as the payment reference. From outside Kenya, send the SWIFT code with the transfer and pay in US dollars or shillings to ${bank.accountName}.`,
    },
    paypal: {
      title: 'PayPal',
      text: 'Give in dollars or another currency with your PayPal account, or by credit or debit card through PayPal without one.',
      link: 'Give with PayPal',
    },
    cheque: {
      title: 'Cheque or in person',
      text: `Make cheques payable to “${bank.accountName}” and post them or bring them to our office, or give in person during office hours and take your receipt with you.`,
      link: 'Our address, directions and office hours',
    },
    registration: {
      title: 'Our registration',
      text: `${site.name} is a registered non-profit organisation in Kenya.`,
      ngo: 'NGO registration no.',
      pbo: 'PBO registration no.',
    },
    receipt: {
      title: 'Your tax-deductible receipt',
      text: 'We send a receipt for every gift. For a receipt you can claim against tax, write to us with these details.',
      contact: 'donations',
      subject: 'Tax receipt',
      include: [
        'Your full name, or your company’s registered name',
        'Your KRA PIN, if you will claim the gift against tax in Kenya',
        'The amount, the date and how you gave',
        'The M-PESA transaction code, bank reference or cheque number',
        'The email or postal address to send the receipt to',
      ],
      when: 'We send the receipt within five working days of receiving your gift.',
    },
  },
};

export default donate;
