import { z } from 'zod';
import { text } from './common';
import { person, textCard } from './blocks';

export const boardMemberSchema = person.extend({ affiliation: text });
export type BoardMember = z.infer<typeof boardMemberSchema>;

export const boardSchema = z.object({
  hero: z.object({ title: text, lead: text }),
  /** Empty until the board is announced; the page then shows the Board Section Ready message. */
  members: z.array(boardMemberSchema),
  /** Shown under 'Board Section Ready' while the list is empty. */
  emptyNote: text,
  governance: z.array(textCard).length(3),
  getInvolved: z.object({ title: text, text }),
});
export type Board = z.infer<typeof boardSchema>;
