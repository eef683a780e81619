import { z } from 'zod';
import { text } from './common';
import { featureCard, stat } from './blocks';

/** The Programs index: the three programme areas and the reach figures. */
export const programsSchema = z.object({
  hero: z.object({ title: text, lead: text }),
  areas: z
    .array(featureCard)
    .length(3)
    .refine(
      (areas) =>
        ['/programs/school/', '/programs/youth/', '/programs/labs/'].every((href) =>
          areas.some((a) => a.href === href),
        ),
      'must lead to /programs/school/, /programs/youth/ and /programs/labs/',
    ),
  stats: z.array(stat).length(4),
  getInvolved: z.object({ title: text, text }),
});
export type Programs = z.infer<typeof programsSchema>;
