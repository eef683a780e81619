import { HomeSections } from '../components/HomeSections';
import home from '../content/home';
import { programmeLists } from '../content/programs';

export const meta = home.meta;

export default function HomePage() {
  return <HomeSections home={home} programmeLists={programmeLists} />;
}
