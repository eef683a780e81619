import { z } from 'zod';
import { hero, pageMeta, sentenceWith, text, textCard, textList, uniqueBy } from './lib/shapes';

/** A value and what holding it looks like day to day. */
export const valueSchema = z.object({ title: text, description: text, practices: textList });

export const schema = z.object({
  /** The page's own words: its section headings, links and buttons. */
  words: z.object({
    inPractice: sentenceWith('title'),
    whatWeStandFor: text,
    valuesInAction: text,
  }),
  meta: pageMeta,
  hero,
  values: z
    .array(valueSchema)
    .min(1)
    .refine(...uniqueBy((value: z.infer<typeof valueSchema>) => value.title, 'title')),
  inAction: z.array(textCard).min(1),
});
export type Values = z.infer<typeof schema>;

const values: Values = {
  words: {
    inPractice: '{title} in practice',
    whatWeStandFor: 'What we stand for',
    valuesInAction: 'Values in action',
  },
  meta: {
    title: 'Our values',
    description:
      'Social responsibility, integrity, collaboration and inclusivity: the values behind Jenga STEM Foundation and how we put them into practice.',
  },
  hero: {
    title: 'Our Values',
    lead: 'Four commitments that shape how we teach, whom we serve and how we spend every shilling.',
  },
  values: [
    {
      title: 'Social Responsibility',
      description:
        'We exist to serve communities, so our work starts with their needs and leaves them stronger than we found them.',
      practices: [
        'Learner projects tackle problems in their own neighbourhoods',
        'Labs open to community groups and local artisans',
        'Used kit is refurbished and passed on to schools',
      ],
    },
    {
      title: 'Integrity',
      description: 'We do what we say, say what we do, and account openly for the trust and money placed in us.',
      practices: [
        'Audited accounts and an annual report published every year',
        'Results reported honestly, including what did not work',
        'A clear safeguarding policy that every staff member signs',
      ],
    },
    {
      title: 'Collaboration',
      description:
        'Schools, county governments, companies and families each hold part of the answer; we build with them, not for them.',
      practices: [
        'Programmes designed with headteachers and county education officers',
        'Industry partners mentor young people and shape the curriculum',
        'Open lesson plans that any teacher can use and adapt',
      ],
    },
    {
      title: 'Inclusivity',
      description:
        'Talent is spread evenly across Kenya; opportunity is not. We go where it is scarce and make room for everyone.',
      practices: [
        'At least half of every cohort are girls and young women',
        'Sessions adapted for learners with disabilities',
        'Free places for students, and programmes run in rural as well as urban counties',
      ],
    },
  ],
  inAction: [
    {
      title: 'Clean water in Kajiado',
      description:
        'Form 2 students at a partner school built a solar-powered pump and filter for their school borehole, with parts and mentoring from our Nairobi lab. It now serves 600 pupils.',
    },
    {
      title: 'Girls leading the robotics club',
      description:
        'In Kakamega, Ignite Girls graduates now run the school robotics club themselves and have trained 40 younger students, half of them girls.',
    },
    {
      title: 'Open books, every year',
      description:
        'Our annual report sets out what each programme cost, what it achieved and what we are changing, so donors and communities can hold us to account.',
    },
  ],
};

export default values;
