import { z } from 'zod';
import { dailyHours, dateSpan, type DateSpan } from './lib/time/date-shapes';
import { firstDay, formatDate, formatSpan, lastDay } from './lib/time/dates';
import { yearsAfter } from './lib/time/build-date';
import { fill } from './lib/words/template';
import {
  callToAction,
  hero,
  howTo,
  httpsUrl,
  icon,
  image,
  internalHref,
  pageMeta,
  pageWords,
  sentenceWith,
  slug,
  text,
  tone,
  uniqueBy,
} from './lib/records/shapes';
import { properName } from './lib/records/people';
import type { ContentWarning } from './lib/records/content-warning';
import { warningAt } from './lib/records/validate';
import { loadRecord } from './lib/records/records';
import type { Path } from './lib/words/words';
import { factWords } from './facts';
import { slugify } from './lib/articles/collection';

/**
 * A competition runs either as one event with a registration window (`type: single`), or in four stages
 * towards a final (`type: staged`). The page lists the stages in the order written, each named by `stages`; a
 * single event's own stage is its `dates`, kept in one place so that an event copied and given new dates
 * (the content editor's Duplicate) cannot show the old ones in its timeline.
 */
const singleEventTimeline = z
  .strictObject({
    type: z.literal('single'),
    registration: dateSpan.describe('When teams can register: its first day, and its last.'),
  })
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

/**
 * How a team enters: whom to write to (the programmes team, unless another is chosen), and, where the
 * event needs them, the subject to give the email (its title, unless another is written), what to include
 * and when.
 */
const howToEnter = howTo
  .extend({
    contact: howTo.shape.contact.meta({ default: 'programmes' }),
    subject: text.optional().describe("The email's subject. Leave empty for the event's title."),
    include: z.array(text),
    when: text.optional(),
  })
  .describe("How a team enters: Register Now and Register link to it, beside the event's details.");

/**
 * A competition. A visitor must know what it is (title and a short description), when and where it takes
 * place, when registration is open and how to enter: the rest is optional, and the page leaves out what a
 * record does not say. Its id names its links and calendar file; a record may leave it out, and the loader
 * makes it from the English title (`withEventIds`).
 */
export const competitionEventSchema = z
  .object({
    id: slug
      .optional()
      .describe(
        "Names the event's links and calendar file. Leave empty: it is made from the title (Nairobi Maker Faire 2027 makes nairobi-maker-faire-2027). Set one only to keep those when the title changes.",
      ),
    title: text,
    subtitle: text.optional(),
    description: text,
    ...eventDays,
    location: properName,
    participants: text.optional(),
    categories: z.array(text),
    registrationClosedEarly: z
      .boolean()
      .optional()
      .meta({ title: 'Registration closed early' })
      .describe(
        "Tick to close registration before its closing day, when the places are full. Registration opens and closes on the timeline's dates by itself: this cannot open it.",
      ),
    featured: z
      .boolean()
      .optional()
      .describe(
        'Shown large at the top of the page while it has not taken place; once its days have passed it moves to Past events.',
      ),
    image: image.optional(),
    icon: icon.optional().describe("The event's mark, on a disc of its colour. Leave empty for none."),
    color: tone.optional().describe("The tone of the event's mark, from the badge palette."),
    details: z.object({
      ageGroups: z.array(text),
      prizes: z.array(text),
      requirements: z.array(text),
      timeline: z
        .discriminatedUnion('type', [singleEventTimeline, stagedTimeline])
        .meta({ default: { type: 'single' } }),
    }),
    website: httpsUrl
      .optional()
      .describe("The organiser's page for the event: the featured block's Official Website links to it."),
    howToEnter,
    results: text
      .optional()
      .meta({ widget: 'text' })
      .describe('What happened, once it has taken place: the winners, the teams. Shown under Past events.'),
    resultsLink: internalHref
      .optional()
      .describe(
        'A page of the site with the results or the story of the day, such as a news update: /impact/updates/…/.',
      ),
  })
  .refine(...hoursNeedDays)
  .refine(({ id }) => id !== undefined, {
    path: ['id'],
    message: 'must be set: the title has no letter or digit to make it from',
  });
/** A competition as the page reads it: with its id, written or made from its title. */
export type CompetitionEvent = z.infer<typeof competitionEventSchema> & { id: string };

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
const registrationWords = z.object({
  status: text.describe(
    'May say {date}: the day registration opens (while it is still to open) or closes (while it is open).',
  ),
  action: text,
  badge: text,
});
export type RegistrationWords = z.infer<typeof registrationWords>;

/** Where an event's registration stands on a day: the three states the page shows. */
export const registrationStates = ['open', 'soon', 'closed'] as const;
export type RegistrationState = (typeof registrationStates)[number];

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
      noUpcomingEvents: text.describe('What All Competitions says when no competition is coming up.'),
      noUpcomingSessions: text.describe('What the preparation sessions say when none is coming up.'),
      pastEvents: text,
      pastSessions: text,
      seeResults: text,
      resultsOf: sentenceWith('title').describe('What screen readers hear after See the results: "of {title}".'),
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
      .refine(
        (events) => events.filter((event) => event.featured).length <= 1,
        'must have one featured event at most: untick Featured on the others',
      )
      .superRefine((events, ctx) => {
        const first = new Map<string, number>();
        events.forEach(({ id }, i) => {
          if (id === undefined) return;
          const earlier = first.get(id);
          if (earlier === undefined) first.set(id, i);
          else
            ctx.addIssue({
              code: 'custom',
              path: [i, 'id'],
              message: `is ${id}, as event ${earlier + 1}'s is: give each event its own title (a copied event, a title of its own), or its own id`,
            });
        });
      }),
    registration: z
      .object({ open: registrationWords, soon: registrationWords, closed: registrationWords })
      .describe(
        "What each event says of its registration, which follows from its timeline's dates: open between its opening and closing days (unless closed early), soon before them, closed after.",
      ),
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
/** The page's record, each event with its id (`withEventIds`). */
export type Competitions = Omit<z.infer<typeof schema>, 'events'> & { events: CompetitionEvent[] };
export type Registration = Competitions['registration'];
export type Stages = Competitions['stages'];

/** An event's id where its record gives none: its English title in an address. */
export const eventIdOf = (title: string) => slugify(title);

/**
 * The record as written, with an id for each event that has none but whose title makes one: filled in
 * before the translation is laid over the English (content/lib/records/records.ts, `derive`), so the
 * Kiswahili page's links and calendar files are the English page's. An event with neither is refused.
 */
export function withEventIds(record: Record<string, unknown>): Record<string, unknown> {
  const { events } = record;
  if (!Array.isArray(events)) return record;
  return {
    ...record,
    events: events.map((event: unknown) => {
      if (typeof event !== 'object' || event === null) return event;
      const { id, title } = event as { id?: unknown; title?: unknown };
      const made = id === undefined && typeof title === 'string' ? eventIdOf(title) : '';
      return made ? { ...event, id: made } : event;
    }),
  };
}

/** The competitions page: the season's events, the sessions that prepare teams for them, and the call to enter. */
const competitions = loadRecord('competitions', schema, { facts: factWords, derive: withEventIds }) as Competitions;

export default competitions;

/**
 * When registration opens: the first day of the registration window, or of the preparation stage, when a
 * staged competition takes team entries ("team entries open in June").
 */
function registrationOpens({ details: { timeline } }: CompetitionEvent): string {
  return firstDay(timeline.type === 'single' ? timeline.registration : timeline.preparation);
}

/** When registration closes: the end of the registration window, or the day team entries are due. */
function registrationCloses({ details: { timeline } }: CompetitionEvent): string {
  return lastDay(timeline.type === 'single' ? timeline.registration : timeline.submission);
}

/**
 * Where an event's registration stands on `today`: open from its opening day to its closing day, unless the
 * editor closed it early; soon before it opens; closed after. Only the dates can open it.
 */
export function registrationOn(event: CompetitionEvent, today: string): RegistrationState {
  if (event.registrationClosedEarly || registrationCloses(event) < today) return 'closed';
  return registrationOpens(event) <= today ? 'open' : 'soon';
}

/** Where an event's registration stands on a day, and what the page says of it then. */
export interface EventRegistration {
  state: RegistrationState;
  words: RegistrationWords;
}

/**
 * An event's registration on `today`, in the page's words for its state, `{date}` in them the day
 * registration opens (while it is still to open) or closes (while it is open).
 */
export function registrationOf(event: CompetitionEvent, today: string, registration: Registration): EventRegistration {
  const state = registrationOn(event, today);
  const { status, action, badge } = registration[state];
  const date = formatDate(state === 'soon' ? registrationOpens(event) : registrationCloses(event));
  return { state, words: { status: fill(status, { date }), action, badge } };
}

/** Whether an event's days have all passed by `today`: from the day after its last, it is a past event. */
export const hasTakenPlace = (event: { dates: DateSpan }, today: string): boolean => lastDay(event.dates) < today;

/** The competitions and sessions as the page shows them on a day. */
export interface Season {
  /** The featured event, while it has not taken place. */
  featured?: CompetitionEvent;
  /** The other events still to come, soonest first. */
  upcoming: CompetitionEvent[];
  /** The events of the latest season that have taken place, the latest first. */
  past: CompetitionEvent[];
  /** The preparation sessions still to come, soonest first. */
  sessions: PreparationEvent[];
  /** The sessions of the latest season that have taken place, the latest first. */
  pastSessions: PreparationEvent[];
}

const soonestFirst = (a: { dates: DateSpan }, b: { dates: DateSpan }) =>
  firstDay(a.dates).localeCompare(firstDay(b.dates));
const latestFirst = (a: { dates: DateSpan }, b: { dates: DateSpan }) =>
  lastDay(b.dates).localeCompare(lastDay(a.dates));

/**
 * Those of `items` that have taken place by `today`, the latest first, back to a year before the latest: the
 * season just ended. Older ones stay in the record and leave the page, which would otherwise grow each year
 * past what its first round trip carries (docs/performance.md).
 */
function lastSeason<T extends { dates: DateSpan }>(items: T[], today: string): T[] {
  const past = items.filter((item) => hasTakenPlace(item, today)).sort(latestFirst);
  const [latest] = past;
  return latest ? past.filter((item) => yearsAfter(lastDay(item.dates), 1) > lastDay(latest.dates)) : [];
}

/**
 * What is upcoming and what is past on `today`: an event leaves the upcoming ones (and the featured block)
 * the day after its last day, and moves to the past ones (those of the latest season); so does a preparation
 * session.
 */
export function seasonOn({ events, preparation }: Pick<Competitions, 'events' | 'preparation'>, today: string): Season {
  const coming = events.filter((event) => !hasTakenPlace(event, today)).sort(soonestFirst);
  const featured = coming.find((event) => event.featured);
  return {
    ...(featured ? { featured } : {}),
    upcoming: coming.filter((event) => event !== featured),
    past: lastSeason(events, today),
    sessions: preparation.events.filter((session) => !hasTakenPlace(session, today)).sort(soonestFirst),
    pastSessions: lastSeason(preparation.events, today),
  };
}

/** The events still to come, as the page shows them: the featured one first, then the others, soonest first. */
export const stillToCome = ({ featured, upcoming }: Season): CompetitionEvent[] => [
  ...(featured ? [featured] : []),
  ...upcoming,
];

/**
 * What the dates cannot decide by `today`, for the editor: a featured event that has taken place (the page
 * no longer features it: feature the next one), and no competition or no preparation session to come (the
 * page says so: list next season's).
 */
export function stale(today: string): ContentWarning[] {
  const warning = (path: Path, message: string) =>
    warningAt('stale', 'content/competitions.yml', competitions, { path, message });
  const season = seasonOn(competitions, today);
  const warnings = competitions.events.flatMap((event, i) =>
    event.featured && hasTakenPlace(event, today)
      ? [
          warning(
            ['events', i, 'featured'],
            `is ticked, but it took place on ${formatSpan(event.dates)}, so the page no longer features it: feature an upcoming event`,
          ),
        ]
      : [],
  );
  if (!season.featured && season.upcoming.length === 0)
    warnings.push(
      warning(
        ['events'],
        'has none still to come, so the page says no competition is coming up: add next season’s events',
      ),
    );
  if (season.sessions.length === 0)
    warnings.push(
      warning(
        ['preparation', 'events'],
        'has none still to come, so the page says no session is planned: add the next ones',
      ),
    );
  return warnings;
}
