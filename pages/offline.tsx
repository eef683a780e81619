import { Hero } from '../components/Hero';
import { SavedPages } from '../components/SavedPages';
import { Section } from '../components/Section';
import offline from '../content/offline';

export const meta = offline.meta;

/**
 * Shown by the service worker (client/service-worker/) in place of a page that could not be loaded offline
 * and was never read on this device: what happened, and the pages that can still be read.
 */
export default function OfflinePage() {
  return (
    <>
      <Hero {...offline.hero} />
      <Section id="saved-pages" title={offline.words.savedPages} narrow>
        <SavedPages words={offline.words} />
      </Section>
    </>
  );
}
