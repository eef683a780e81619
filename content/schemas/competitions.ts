import { z } from 'zod';
import { tones } from '../../components/Badge';
import { iconNames } from '../../components/Icon';
import { image, text, textList } from './common';

/** A competition runs either as one event with a registration window, or in four stages towards a final. */
const singleEventTimeline = z.strictObject({ registration: text, event: text });
const stagedTimeline = z.strictObject({ preparation: text, submission: text, qualification: text, championship: text });

export const competitionEventSchema = z.object({
  id: z.string().regex(/^[a-z0-9-]+$/, 'must be lower-case words joined by hyphens'),
  title: text,
  subtitle: text,
  description: text,
  /** As shown: `July 15-17, 2025`. */
  date: text,
  location: text,
  participants: text,
  categories: textList,
  registrationOpen: z.boolean(),
  featured: z.boolean(),
  image,
  icon: z.enum(iconNames),
  /** The tone of the event's mark, from the badge palette. */
  color: z.enum(tones),
  details: z.object({
    ageGroups: textList,
    prizes: textList,
    requirements: textList,
    timeline: z.union([singleEventTimeline, stagedTimeline]),
  }),
});
export type CompetitionEvent = z.infer<typeof competitionEventSchema>;
export type CompetitionTimeline = CompetitionEvent['details']['timeline'];

export const preparationEventSchema = z.object({ title: text, date: text, description: text });

export const competitionsSchema = z.object({
  hero: z.object({ title: text, lead: text }),
  events: z
    .array(competitionEventSchema)
    .length(3)
    .refine((events) => events.filter((event) => event.featured).length === 1, 'must have exactly one featured event')
    .refine(
      (events) => new Set(events.map((event) => event.id)).size === events.length,
      'must give each event its own id',
    ),
  preparation: z.object({ intro: text, events: z.array(preparationEventSchema).min(1) }),
  readyToCompete: z.object({ title: text, text }),
});
export type Competitions = z.infer<typeof competitionsSchema>;
