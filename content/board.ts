import { z } from 'zod';
import { callToAction, hero, pageMeta, pageWords, sentenceWith, text, textCard } from './lib/records/shapes';
import { isoMonth } from './lib/time/date-shapes';
import { person } from './lib/records/people';
import { loadRecord } from './lib/records/records';
import { factWords } from './facts';

export const boardMemberSchema = person.extend({ affiliation: text });
export type BoardMember = z.infer<typeof boardMemberSchema>;

/**
 * Who oversees the foundation while the page lists no board members: shown in their place, so that the page
 * says who holds the foundation to account now, since when, and who appointed its auditor.
 */
export const oversightSchema = z.object({
  by: text.describe(
    'Who oversees the foundation, as a sentence can name them: "our three founding directors, Dr. Grace Wambui Mwangi, …".',
  ),
  since: isoMonth.describe('The month they began to oversee it.'),
  auditorAppointedBy: text.describe(
    'Who appointed the external auditor of our accounts, and when: "the founding directors, in 2021".',
  ),
});
export type Oversight = z.infer<typeof oversightSchema>;

export const schema = z
  .object({
    words: pageWords({
      expertiseOf: sentenceWith('name'),
      ourBoard: text,
      howTheBoardGoverns: text,
      contactTheBoard: text.describe(
        'The button to write to whoever the page names: the board, or those who oversee the foundation.',
      ),
      explorePartnerships: text,
      overseenBy: text.describe('Beside Oversight → By: "Overseen by".'),
      since: text.describe('Beside Oversight → Since: "Since".'),
      auditorAppointedBy: text.describe('Beside Oversight → Auditor appointed by: "Auditor appointed by".'),
    }),
    meta: pageMeta,
    hero,
    members: z
      .array(boardMemberSchema)
      .describe("The board's members. While it is empty, the page shows who oversees the foundation (Oversight)."),
    oversight: oversightSchema
      .optional()
      .describe('Who oversees the foundation while no members are listed: the page shows it in their place.'),
    emptyTitle: text
      .optional()
      .describe('The heading shown while no members and no oversight are listed ("Board Section Ready").'),
    emptyNote: text.optional().describe('Shown under the empty title.'),
    governance: z.array(textCard).min(1),
    getInvolved: callToAction,
  })
  .refine(
    ({ members, oversight, emptyTitle, emptyNote }) => members.length > 0 || oversight || (emptyTitle && emptyNote),
    {
      path: ['oversight'],
      message:
        'must say who oversees the foundation while no board members are listed (or give an empty title and note)',
    },
  );
export type Board = z.infer<typeof schema>;

/** The board of directors, or, while none are listed, who oversees the foundation. */
const board = loadRecord<Board>('board', schema, { facts: factWords });

export default board;
