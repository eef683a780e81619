import { z } from 'zod';
import { dailyHours, dateSpan, type DateSpan } from './lib/date-shapes';
import { formatDate, formatSpan, lastDay } from './lib/dates';
import {
  callToAction,
  hero,
  howTo,
  httpsUrl,
  icon,
  image,
  pageMeta,
  pageWords,
  properName,
  sentenceWith,
  slug,
  text,
  textList,
  tone,
  uniqueBy,
} from './lib/shapes';
import { contentWarning, type ContentWarning } from './lib/content-warning';
import { loadRecord } from './lib/records';
import type { Path } from './lib/words';
import { factWords } from './facts';

/**
 * A competition runs either as one event with a registration window (`type: single`), or in four stages
 * towards a final (`type: staged`). The page lists the stages in the order written, each named by `stages`.
 */
const singleEventTimeline = z
  .strictObject({ type: z.literal('single'), registration: dateSpan, event: dateSpan })
  .meta({ title: 'One event, with registration before it' });
const stagedTimeline = z
  .strictObject({
    type: z.literal('staged'),
    preparation: dateSpan,
    submission: dateSpan,
    qualification: dateSpan,
    championship: dateSpan,
  })
  .meta({ title: 'Four stages towards a final' });
const stageNames = ['registration', 'event', 'preparation', 'submission', 'qualification', 'championship'] as const;

/**
 * When an event takes place, which its calendar file says too: its days, and the hours it runs each day
 * (Nairobi time), if it does not last all day. Hours need days, not a month.
 */
const eventDays = {
  dates: dateSpan.describe('When it takes place: shown as 15–17 July 2025.'),
  hours: dailyHours
    .optional()
    .describe('The hours it runs each day, in Nairobi time, 24-hour: starts 09:00, ends 16:00. Leave out for all day.'),
};
const hoursNeedDays: [(event: { dates: DateSpan; hours?: unknown }) => boolean, z.core.$ZodCustomParams] = [
  ({ dates, hours }) => !hours || dates.from.length === 10,
  { path: ['hours'], message: 'needs dates that are days (2025-07-15), not months' },
];

export const competitionEventSchema = z
  .object({
    id: slug,
    title: text,
    subtitle: text,
    description: text,
    ...eventDays,
    location: properName,
    participants: text,
    categories: textList,
    registrationOpen: z.boolean(),
    featured: z.boolean(),
    image,
    icon,
    color: tone.describe("The tone of the event's mark, from the badge palette."),
    details: z.object({
      ageGroups: textList,
      prizes: textList,
      requirements: textList,
      timeline: z.discriminatedUnion('type', [singleEventTimeline, stagedTimeline]),
    }),
    website: httpsUrl.describe(
      "The organiser's page for the event: the featured block's Official Website links to it.",
    ),
    howToEnter: howTo.describe("How a team enters: Register Now and Register link to it, beside the event's details."),
  })
  .refine(...hoursNeedDays);
export type CompetitionEvent = z.infer<typeof competitionEventSchema>;
export type CompetitionTimeline = CompetitionEvent['details']['timeline'];

export const preparationEventSchema = z
  .object({
    id: slug.describe("Names the session's calendar file, and tells calendars it is the same session when it changes."),
    title: text,
    ...eventDays,
    description: text,
  })
  .refine(...hoursNeedDays);
export type PreparationEvent = z.infer<typeof preparationEventSchema>;

/** What a visitor is told about registering: the status line, the main call, and the grid card's badge. */
const registrationWords = z.object({ status: text, action: text, badge: text });

export const schema = z
  .object({
    words: pageWords({
      officialWebsite: text,
      featuredEvent: text,
      officialWebsiteOf: sentenceWith('title'),
      categories: text,
      ageGroups: text,
      timeline: text,
      prizes: text,
      requirements: text,
      date: text,
      location: text,
      participants: text,
      learnMore: text,
      about: sentenceWith('title'),
      register: text,
      registerFor: sentenceWith('title'),
      registerInterest: text,
      interestIn: sentenceWith('title'),
      joinMailingList: text,
      allCompetitions: text,
      upcomingPreparationEvents: text,
      registerForEvents: text,
      addToCalendar: text,
      addToCalendarOf: sentenceWith('title').describe(
        'What screen readers hear after Add to calendar: "for {title}, a calendar file".',
      ),
    }),
    meta: pageMeta,
    hero,
    events: z
      .array(competitionEventSchema)
      .min(1)
      .refine((events) => events.filter((event) => event.featured).length === 1, 'must have exactly one featured event')
      .refine(...uniqueBy((event: CompetitionEvent) => event.id, 'id')),
    registration: z
      .object({ open: registrationWords, closed: registrationWords })
      .describe("Follows from each event's `registrationOpen`, so the featured block and the grid can never disagree."),
    stages: z.record(z.enum(stageNames), text).describe('What each stage of a timeline is called on the page.'),
    preparation: z.object({
      intro: text,
      events: z
        .array(preparationEventSchema)
        .min(1)
        .refine(...uniqueBy((event: PreparationEvent) => event.id, 'id')),
      howTo: howTo.extend({ title: text }).describe('How to join a session: each Register Interest links to it.'),
    }),
    readyToCompete: callToAction,
    eventDetails: z
      .object({ title: text, howToEnter: text })
      .describe(
        "The words around each event's details: the section for the events not featured, and the how-to heading.",
      ),
  })
  .refine(
    ({ events, preparation }) => !preparation.events.some((session) => events.some((event) => event.id === session.id)),
    {
      path: ['preparation', 'events'],
      message: 'must give each session an id no competition has: each names a calendar file',
    },
  );
export type Competitions = z.infer<typeof schema>;
export type Registration = Competitions['registration'];
export type Stages = Competitions['stages'];

/** The competitions page: the season's events, the sessions that prepare teams for them, and the call to enter. */
const competitions = loadRecord<Competitions>('competitions', schema, { facts: factWords });

export default competitions;

/** When registration closes: the end of the registration window, or the day team entries are due. */
function registrationCloses({ details: { timeline } }: CompetitionEvent): string {
  return lastDay(timeline.type === 'single' ? timeline.registration : timeline.submission);
}

/**
 * What has gone stale by `today`: registration still marked open after it closed, an event that has taken
 * place (featured, or listed among the season's events), a preparation session listed as upcoming whose day has passed. Registration stays an
 * editorial choice (`registrationOpen`); the build only points these out.
 */
export function stale(today: string): ContentWarning[] {
  const file = 'content/competitions.yml';
  const warning = (path: Path, where: string, message: string) =>
    contentWarning('stale', file, `${file}: ${where}: ${message}`, { path, record: competitions, message });
  const warnings: ContentWarning[] = [];
  competitions.events.forEach((event, i) => {
    const where = `events, item ${i + 1} "${event.title}"`;
    const closes = registrationCloses(event);
    if (event.registrationOpen && closes < today)
      warnings.push(
        warning(
          ['events', i, 'registrationOpen'],
          where,
          `registrationOpen is true, but registration closed on ${formatDate(closes)}`,
        ),
      );
    if (lastDay(event.dates) < today)
      warnings.push(
        warning(
          ['events', i, 'dates'],
          where,
          event.featured
            ? `is featured, but it took place on ${formatSpan(event.dates)}; feature an upcoming event`
            : `is listed as upcoming, but it took place on ${formatSpan(event.dates)}; remove it or list the next one`,
        ),
      );
  });
  competitions.preparation.events.forEach((session, i) => {
    if (lastDay(session.dates) < today)
      warnings.push(
        warning(
          ['preparation', 'events', i, 'dates'],
          `preparation, item ${i + 1} "${session.title}"`,
          `listed as upcoming, but it took place on ${formatSpan(session.dates)}`,
        ),
      );
  });
  return warnings;
}
