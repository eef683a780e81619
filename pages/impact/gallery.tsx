import { ActionButton } from '../../components/Button';
import { CallToAction } from '../../components/CallToAction';
import { Gallery } from '../../components/Gallery';
import { Hero } from '../../components/Hero';
import { Section } from '../../components/Section';
import gallery from '../../content/gallery';

export const meta = gallery.meta;

export default function GalleryPage() {
  return (
    <>
      <Hero {...gallery.hero} />

      <Section id="gallery" title="Photos and videos" tone="muted">
        <Gallery items={gallery.items} filter={gallery.filter} />
      </Section>

      <CallToAction id="share" {...gallery.share}>
        <ActionButton variant="cta">Submit Your Photos</ActionButton>
      </CallToAction>
    </>
  );
}
