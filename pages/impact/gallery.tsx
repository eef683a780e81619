import { ButtonLink } from '../../components/Button';
import { CallToAction } from '../../components/CallToAction';
import { Gallery } from '../../components/Gallery';
import { Hero } from '../../components/Hero';
import { Section } from '../../components/Section';
import { contactHref } from '../../content/lib/articles/routes';
import gallery from '../../content/gallery';
import { href } from '../../content/lib/words/href';

export const meta = gallery.meta;

export default function GalleryPage() {
  return (
    <>
      <Hero {...gallery.hero} />

      <Section id="gallery" title={gallery.words.photosAndVideos} tone="muted">
        <Gallery items={gallery.items} words={gallery} />
      </Section>

      <CallToAction id="share" {...gallery.share}>
        <ButtonLink href={href(contactHref('photos'))} variant="cta">
          {gallery.words.submitYourPhotos}
        </ButtonLink>
      </CallToAction>
    </>
  );
}
