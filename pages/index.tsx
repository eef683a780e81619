import { HomeSections } from '../components/HomeSections';
import history, { goalsAhead } from '../content/history';
import home from '../content/home';
import { programmeLists } from '../content/programs';
import { fill } from '../content/lib/words/template';
import { TODAY } from '../content/lib/time/today';

export const meta = home.meta;

/** The goals of the nearest year to come, as the call to join asks help to reach them; none once every year has ended. */
const [nextGoal] = goalsAhead(history.goals, TODAY);

export default function HomePage() {
  return (
    <HomeSections
      home={home}
      programmeLists={programmeLists}
      goal={nextGoal && fill(home.mission.goal, { goal: nextGoal.headline, year: nextGoal.year })}
    />
  );
}
