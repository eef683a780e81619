import { z } from 'zod';
import { callToAction, hero, pageMeta, person, text, textCard } from './lib/shapes';

export const boardMemberSchema = person.extend({ affiliation: text });
export type BoardMember = z.infer<typeof boardMemberSchema>;

export const schema = z.object({
  /** The page's own words: its section headings, links and buttons. */
  words: z.object({
    ourBoard: text,
    howTheBoardGoverns: text,
    contactTheBoard: text,
    explorePartnerships: text,
  }),
  meta: pageMeta,
  hero,
  /** Empty until the board is announced; the page then shows the Board Section Ready message. */
  members: z.array(boardMemberSchema),
  /** Shown under the empty title while the list is empty. */
  emptyNote: text,
  /** The heading shown while no members are announced. */
  emptyTitle: text,
  governance: z.array(textCard).min(1),
  getInvolved: callToAction,
});
export type Board = z.infer<typeof schema>;

/** The board of directors. The list is empty until the board is announced; add members here. */
const board: Board = {
  words: {
    ourBoard: 'Our board',
    howTheBoardGoverns: 'How the board governs',
    contactTheBoard: 'Contact the Board',
    explorePartnerships: 'Explore Partnerships',
  },
  meta: {
    title: 'Board of directors',
    description:
      'The board of Jenga STEM Foundation: its members, and how it oversees our strategy, finances and the impact of our STEM programmes.',
  },
  hero: {
    title: 'Board of Directors',
    lead: 'The board sets our direction, safeguards our funds and holds us to account for the results we promise.',
  },
  members: [],
  emptyTitle: 'Board Section Ready',
  emptyNote:
    'We are appointing our board of directors and will introduce its members here once appointments are confirmed. Until then, the founders and an interim finance committee oversee the foundation.',
  governance: [
    {
      title: 'Strategic Planning',
      description:
        'Once appointed, the board will approve our five-year strategy and yearly plans, and check that each programme serves our mission and our goals.',
    },
    {
      title: 'Financial Oversight',
      description:
        'The board will approve the budget, appoint the external auditor and review spending each quarter, so that donor funds reach learners.',
    },
    {
      title: 'Impact Evaluation',
      description:
        'The board will review what our programmes achieve, from completion rates to youth placements, and ask for changes where results fall short.',
    },
  ],
  getInvolved: {
    title: 'Work with our board',
    text: 'If you would like to serve on the board, or to partner with the foundation at board level, we would like to hear from you.',
  },
};

export default board;
