import { z } from 'zod';
import { text } from './common';
import { linkCard, textCard } from './blocks';

export const whoWeAreSchema = z.object({
  hero: z.object({ title: text, lead: text }),
  story: z.array(text).min(2),
  principles: z.array(textCard).length(4),
  whatWeDo: z.array(linkCard).length(3),
  commitment: z.object({ title: text, text }),
});
export type WhoWeAre = z.infer<typeof whoWeAreSchema>;
