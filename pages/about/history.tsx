import { ButtonLink } from '../../components/Button';
import { CallToAction } from '../../components/CallToAction';
import { DescriptionList } from '../../components/DescriptionList';
import { Hero } from '../../components/Hero';
import { Section } from '../../components/Section';
import { StatList } from '../../components/StatList';
import { Timeline } from '../../components/Timeline';
import facts, { countedLongAgo } from '../../content/facts';
import history, { goalsAhead, goalsReached, journey, missedBefore, visionAhead } from '../../content/history';
import { formatDate } from '../../content/lib/time/dates';
import { fill } from '../../content/lib/words/template';
import { href } from '../../content/lib/words/href';
import { TODAY } from '../../content/lib/time/today';

export const meta = history.meta;

/**
 * The foundation's years, where it stands, and its goals as the day the site is built sees them: those of
 * years to come as goals (saying so where they set again what an earlier year did not reach), those of
 * years that have ended with what was reached (or not at all), and the vision while its year is to come.
 */
export default function HistoryPage() {
  const { words } = history;
  /** A figure as a sentence gives it: "5,000+" is "zaidi ya 5,000" in Kiswahili. */
  const inSentence = (figure: string) =>
    figure.endsWith('+') ? fill(words.atLeast, { figure: figure.slice(0, -1) }) : figure;
  const ahead = goalsAhead(history.goals, TODAY);
  return (
    <>
      <Hero {...history.hero} />

      <Section id="journey" title={words.ourJourney} narrow>
        <Timeline entries={journey} label={words.achievements} />
      </Section>

      <Section
        id="today"
        title={
          countedLongAgo(TODAY) ? fill(words.whereWeStood, { month: formatDate(facts.counted) }) : words.whereWeAreToday
        }
        tone="muted"
      >
        <StatList stats={history.headlines} />
      </Section>

      {ahead.map((goal, i) => {
        const missed = missedBefore(goal, history.goals, TODAY)[0];
        return (
          <Section
            key={goal.year}
            id={i === 0 ? 'goals' : `goals-${goal.year}`}
            title={fill(words.goals, { year: goal.year })}
            intro={missed && <p>{fill(words.goalsAgain, { year: missed.year, deadline: goal.year })}</p>}
          >
            <StatList stats={goal.targets} />
          </Section>
        );
      })}

      {goalsReached(history.goals, TODAY).map((goal) => (
        <Section
          key={goal.year}
          id={`goals-${goal.year}`}
          title={fill(words.goals, { year: goal.year })}
          intro={<p>{fill(words.goalsReached, { year: goal.year })}</p>}
          tone="muted"
        >
          <DescriptionList
            items={goal.targets.map((target) => ({
              label: target.label,
              value: fill(words.goalAndReached, {
                goal: inSentence(target.value),
                reached: inSentence(target.reached ?? ''),
              }),
            }))}
          />
        </Section>
      ))}

      {visionAhead(history, TODAY) && (
        <CallToAction title={history.vision.title} text={history.vision.text}>
          <ButtonLink href={href('/donate/')} variant="cta">
            {words.supportTheVision}
          </ButtonLink>
        </CallToAction>
      )}
    </>
  );
}
