import { z } from 'zod';
import { callToAction, hero, pageMeta, pageWords, sentenceWith, text, textCard } from './lib/records/shapes';
import { person } from './lib/records/people';
import { loadRecord } from './lib/records/records';
import { factWords } from './facts';

export const boardMemberSchema = person.extend({ affiliation: text });
export type BoardMember = z.infer<typeof boardMemberSchema>;

export const schema = z.object({
  words: pageWords({
    expertiseOf: sentenceWith('name'),
    ourBoard: text,
    howTheBoardGoverns: text,
    contactTheBoard: text,
    explorePartnerships: text,
  }),
  meta: pageMeta,
  hero,
  members: z
    .array(boardMemberSchema)
    .describe('Empty until the board is announced; the page then shows the Board Section Ready message.'),
  emptyNote: text.describe('Shown under the empty title while the list is empty.'),
  emptyTitle: text.describe('The heading shown while no members are announced.'),
  governance: z.array(textCard).min(1),
  getInvolved: callToAction,
});
export type Board = z.infer<typeof schema>;

/** The board of directors. The list is empty until the board is announced; add members here. */
const board = loadRecord<Board>('board', schema, { facts: factWords });

export default board;
