import { z } from 'zod';
import { callToAction, hero, pageMeta, person, text, textCard } from './lib/shapes';
import { loadRecord } from './lib/records';
import { factWords } from './facts';

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
const board = loadRecord<Board>('board', schema, { facts: factWords });

export default board;
