import { Hero } from '../components/Hero';
import { Search } from '../components/Search';
import search from '../content/search';

export const meta = search.meta;

export default function SearchPage() {
  return (
    <>
      <Hero {...search.hero} />
      <Search words={search.words} />
    </>
  );
}
