import { HomeSections } from '../components/HomeSections';
import { figuresAsOf } from '../content/facts';
import history, { nextGoal } from '../content/history';
import home from '../content/home';
import { programmeLists } from '../content/programs';
import { TODAY } from '../content/lib/time/today';

export const meta = home.meta;

export default function HomePage() {
  return (
    <HomeSections
      home={home}
      programmeLists={programmeLists}
      goal={nextGoal(history.goals, TODAY)}
      figuresAsOf={figuresAsOf(TODAY)}
    />
  );
}
