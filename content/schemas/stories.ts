import { z } from 'zod';
import { image, text, textList } from './common';
import { usesEach } from './rules';

export const storyCategories = ['Girls in STEM', 'Community Engagement', 'Innovative Projects'] as const;
/** The badge palette's tones, used as a story's accent colour. */
export const accentColors = ['green', 'orange', 'blue', 'purple', 'yellow'] as const;

/** Who a story is about: a student, a school, or an entrepreneur (the only one whose age is given). */
const subject = z.discriminatedUnion('kind', [
  z.strictObject({ kind: z.literal('student'), name: text, role: text }),
  z.strictObject({ kind: z.literal('school'), name: text }),
  z.strictObject({ kind: z.literal('entrepreneur'), name: text, role: text, age: z.number().int().min(18).max(35) }),
]);

export const storySchema = z.object({
  id: z.string().regex(/^[a-z0-9-]+$/, 'must be a slug like girls-in-stem'),
  title: text,
  category: z.enum(storyCategories),
  subject,
  location: text,
  summary: text,
  fullStory: textList,
  impact: textList,
  image,
  icon: z.enum(['star', 'users', 'chip']),
  color: z.enum(accentColors),
});

export const storiesSchema = z
  .array(storySchema)
  .length(3)
  .refine(...usesEach(storyCategories, (story: Story) => story.category, { once: true }));
export type Story = z.infer<typeof storySchema>;
