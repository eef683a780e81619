import { z } from 'zod';
import { image, text } from './common';
import { linkCard } from './blocks';

/** The About index: the four pages of the section, mission and vision, and the closing call. */
export const aboutSchema = z.object({
  hero: z.object({ title: text, lead: text, image }),
  sections: z
    .array(linkCard)
    .length(4)
    .refine(
      (cards) => cards.some((card) => card.title === 'Leadership' && card.href === '/about/team/'),
      'must include the team page, labelled Leadership',
    ),
  mission: text,
  vision: text,
  getInvolved: z.object({ title: text, text }),
});
export type About = z.infer<typeof aboutSchema>;
