import { z } from 'zod';
import {
  callToAction,
  hero,
  inOrder,
  pageMeta,
  pageWords,
  sentenceWith,
  stat,
  text,
  textList,
} from './lib/records/shapes';
import { factWords, labsInOrder } from './facts';
import { fill } from './lib/words/template';
import type { ContentWarning } from './lib/records/content-warning';
import { warningAt } from './lib/records/validate';
import { yearOf } from './lib/time/build-date';
import type { Path } from './lib/words/words';
import { loadRecord } from './lib/records/records';
import { countedFigures, writtenList } from './lib/time/stale';

export const timelineEntrySchema = z.object({
  year: z.number().int().min(1900),
  title: text,
  description: text,
  achievements: textList,
});
export type TimelineEntry = z.infer<typeof timelineEntrySchema>;

/** A target of a year's goals, and, once the year has ended, what was reached. */
const goalTarget = stat.extend({
  reached: text
    .optional()
    .describe(
      'What was reached by the end of the year, once it has ended: "3,400". The page shows goals whose year has ended only with what was reached.',
    ),
});

/** What the foundation set out to reach by the end of a year. */
export const goalSchema = z
  .object({
    year: z.number().int().min(1900).describe('The deadline: the goals are for the end of this year.'),
    headline: text.describe(
      'The goals in a few words, as the home page asks donors to help reach them: "5,000 students in 15 counties". Its figures must be among the targets.',
    ),
    targets: z.array(goalTarget).min(1),
  })
  .refine(({ targets }) => targets.every((target) => target.reached) || targets.every((target) => !target.reached), {
    path: ['targets'],
    message: 'must say what was reached for every target, or for none yet',
  })
  .refine(
    ({ headline, targets }) =>
      (headline.match(/\d[\d,.]*/g) ?? []).every((figure) =>
        targets.some((target) => target.value.replace(/\+$/, '') === figure),
      ),
    {
      path: ['headline'],
      message: 'must name only figures that are targets (a target of 5,000+ is "5,000"): change it to match them',
    },
  );
export type Goal = z.infer<typeof goalSchema>;

export const schema = z.object({
  words: pageWords({
    goals: sentenceWith('year'),
    goalsReached: sentenceWith('year').describe(
      'Under the goals for a year that has ended: "What we set out to reach by the end of {year}, and what we reached."',
    ),
    goalAndReached: sentenceWith('goal', 'reached').describe(
      'Each target of those goals: "goal {goal}, reached {reached}".',
    ),
    atLeast: sentenceWith('figure').describe(
      'A figure with a + ("at least") where a sentence gives it, such as what was reached: "{figure}+", in Kiswahili "zaidi ya {figure}".',
    ),
    goalsAgain: sentenceWith('year', 'deadline').describe(
      'Over goals that set again a target of an earlier year that was not reached: "We did not reach all our goals for {year}, so we now aim for them by the end of {deadline}; what we reached is below."',
    ),
    labOpened: sentenceWith('name').describe(
      'In each year of the journey, for each lab that opened in it (Site-wide → Facts → Labs): "{name} opened".',
    ),
    achievements: sentenceWith('year'),
    ourJourney: text,
    whereWeAreToday: text.describe('Over the headline figures while they were counted in the last six months.'),
    whereWeStood: sentenceWith('month').describe(
      'Over them once they were counted more than six months ago (Site-wide → Facts → Figures counted in): "Where we stood in {month}".',
    ),
    supportTheVision: text,
  }),
  meta: pageMeta,
  hero,
  timeline: z
    .array(timelineEntrySchema)
    .min(1)
    .refine(
      (entries) => inOrder(entries, (entry, before) => entry.year === before.year + 1),
      'must run year by year, oldest first, with no year missing or repeated',
    ),
  headlines: z.array(stat).min(1).describe('Where the foundation stands today.'),
  goals: z
    .array(goalSchema)
    .min(1)
    .refine(
      (goals) => inOrder(goals, (goal, before) => goal.year > before.year),
      'must run year by year, the earliest first, one set of goals a year',
    )
    .describe(
      "Each year's goals. The page shows those of years still to come, and those of a year that has ended with what was reached.",
    ),
  vision: callToAction.extend({
    year: z.number().int().min(1900).describe('The year of the vision: the page shows it until that year ends.'),
  }),
});
export type History = z.infer<typeof schema>;

/** Six years of the foundation, where it stands now and where it is going. */
const history = loadRecord<History>('history', schema, { facts: factWords });

export default history;

/** The journey as its file writes it, `{{facts}}` unfilled, for the build's warnings (`stale`). */
const writtenTimeline = writtenList('content/history.yml', 'timeline');

/** The goals whose year has not ended by `today`, the earliest first: the ones the site still asks help to reach. */
export const goalsAhead = (goals: Goal[], today: string): Goal[] => goals.filter((goal) => goal.year >= yearOf(today));

/** The goals of years that have ended by `today` for which the record says what was reached, the latest first. */
export const goalsReached = (goals: Goal[], today: string): Goal[] =>
  goals.filter((goal) => goal.year < yearOf(today) && goal.targets.every((target) => target.reached)).reverse();

/** The first number a figure gives: "5,000+" is 5000. */
function amount(figure: string): number | undefined {
  const found = /\d[\d,]*/.exec(figure);
  return found ? Number(found[0].replace(/,/g, '')) : undefined;
}

/** A target an earlier year's goals set and did not reach, which a later goal sets again. */
export interface Missed {
  year: number;
  label: string;
  /** The figure aimed for then, and the figure reached, as the record writes them: "5,000+", "2,500+". */
  target: string;
  reached: string;
}

/**
 * The targets of `goal` (one of the goals ahead) that the latest earlier goals with what was reached set and
 * did not reach, matched by label: the page says the new goal sets them again, and what was reached.
 */
export function missedBefore(goal: Goal, goals: Goal[], today: string): Missed[] {
  const before = goalsReached(goals, today).find((past) => past.year < goal.year);
  if (!before) return [];
  return goal.targets.flatMap((target) => {
    const past = before.targets.find((earlier) => earlier.label === target.label);
    const aimed = past && amount(past.value);
    const got = past?.reached === undefined ? undefined : amount(past.reached);
    return past?.reached && aimed !== undefined && got !== undefined && got < aimed
      ? [{ year: before.year, label: target.label, target: past.value, reached: past.reached }]
      : [];
  });
}

/** The goals the home page's call asks help to reach, with a target an earlier year did not reach that they set again. */
export interface NextGoal {
  headline: string;
  year: number;
  missed?: Missed;
}

/**
 * The goals of the nearest year to come on `today`, as the home page's call asks help to reach them, with
 * the first target its headline names that an earlier year set and did not reach; none once every year has
 * ended.
 */
export function nextGoal(goals: Goal[], today: string): NextGoal | undefined {
  const [goal] = goalsAhead(goals, today);
  if (!goal) return undefined;
  const missed = missedBefore(goal, goals, today).find(({ target }) =>
    goal.headline.includes(target.replace(/\+$/, '')),
  );
  return { headline: goal.headline, year: goal.year, ...(missed && { missed }) };
}

/**
 * The journey year by year, each year's achievements opening with the labs that opened in it (Site-wide →
 * Facts → Labs): the history and the lab count follow one list.
 */
export const journey: TimelineEntry[] = history.timeline.map((entry) => ({
  ...entry,
  achievements: [
    ...labsInOrder
      .filter((lab) => yearOf(`${lab.opened}-01`) === entry.year)
      .map((lab) => fill(history.words.labOpened, { name: lab.name })),
    ...entry.achievements,
  ],
}));

/** Whether the vision's year is still to come on `today`. */
export const visionAhead = ({ vision }: Pick<History, 'vision'>, today: string): boolean =>
  vision.year >= yearOf(today);

/**
 * What the build cannot decide by `today`, for the editor: a year of the journey that says a figure of the
 * latest count through its `{{name}}` (each year says what was true then), goals whose year has ended with nothing said of
 * what was reached (the page leaves them out), no goals for a year to come (the page shows none, and the
 * home page asks help for none), and a vision whose year has ended (the page leaves it out).
 */
export function stale(today: string): ContentWarning[] {
  const warning = (path: Path, message: string) =>
    warningAt('stale', 'content/history.yml', history, { path, message });
  const warnings = countedFigures(
    { file: 'content/history.yml', record: history, field: 'timeline', written: writtenTimeline },
    history.timeline,
    (entry) => String(entry.year),
    factWords,
  );
  history.goals.forEach((goal, i) => {
    if (goal.year < yearOf(today) && !goal.targets.every((target) => target.reached))
      warnings.push(
        warning(
          ['goals', i, 'targets'],
          `say nothing of what was reached, though ${goal.year} has ended, so the page leaves these goals out: add what was reached to each target (Reached), or remove these goals`,
        ),
      );
  });
  if (goalsAhead(history.goals, today).length === 0)
    warnings.push(
      warning(
        ['goals'],
        'has none for a year still to come, so the page shows no goals and the home page asks help for none: set the next goals',
      ),
    );
  if (!visionAhead(history, today))
    warnings.push(warning(['vision', 'year'], 'has ended, so the page leaves the vision out: set the next one'));
  return warnings;
}
