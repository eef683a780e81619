import { ActionButton } from '../../components/Button';
import { CallToAction } from '../../components/CallToAction';
import { FilterBar, FilterItem } from '../../components/FilterBar';
import { GalleryCard, GalleryDialog } from '../../components/Gallery';
import { Grid } from '../../components/Grid';
import { Hero } from '../../components/Hero';
import { Section } from '../../components/Section';
import { gallery } from '../../content/gallery';
import { impact } from '../../content/impact';
import { galleryCategories } from '../../content/schemas/gallery';
import type { PageMeta } from '../../content/schemas/page';

export const meta: PageMeta = {
  title: 'Visual gallery',
  description:
    'Photos and videos from our events, programmes, students, facilities and achievements across Kenya, from maker faires to lab openings.',
};

const page = impact.gallery;

export default function GalleryPage() {
  return (
    <>
      <Hero title={page.title} lead={page.lead} />

      <Section id="gallery" title="Photos and videos" tone="muted">
        <div data-module="gallery">
          <FilterBar
            label="Filter gallery by category"
            categories={galleryCategories}
            noun="items"
            total={gallery.length}
          >
            <Grid columns={3}>
              {gallery.map((item) => (
                <FilterItem key={item.id} category={item.category}>
                  <GalleryCard item={item} />
                </FilterItem>
              ))}
            </Grid>
          </FilterBar>
          <GalleryDialog />
        </div>
      </Section>

      <CallToAction id="share" title={page.share.title} text={page.share.text}>
        <ActionButton variant="cta">Submit Your Photos</ActionButton>
      </CallToAction>
    </>
  );
}
