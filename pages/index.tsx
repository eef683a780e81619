import { HomeSections } from '../components/HomeSections';
import home from '../content/home';

export const meta = home.meta;

export default function HomePage() {
  return <HomeSections home={home} />;
}
