import type { Facts } from '../content/facts';
import type { Crumb, PageMeta } from '../content/lib/records/shapes';
import { edition } from '../content/lib/words/language';
import { urlOf } from '../content/lib/records/site-record';
import { withoutEnglishMarks } from '../content/lib/words/translate';
import type { Site } from '../content/site';
import { useSite } from './SiteContext';

/** The organisation as schema.org describes an NGO: the home page's data, and the contact page's main entity. */
export function organisation(site: Site, facts: Pick<Facts, 'founded'>) {
  const { address } = site;
  return {
    '@type': 'NGO',
    name: site.name,
    alternateName: site.shortName,
    description: site.description,
    url: `${site.url}/`,
    logo: `${site.url}/icon-512.png`,
    email: site.email,
    telephone: site.phone,
    foundingDate: String(facts.founded),
    address: {
      '@type': 'PostalAddress',
      streetAddress: address.street,
      addressLocality: address.locality,
      addressRegion: address.region,
      postalCode: address.postalCode,
      addressCountry: 'KE',
    },
    sameAs: site.social.map((s) => s.url),
  };
}

function breadcrumbList(site: Site, crumbs: Crumb[]) {
  return {
    '@type': 'BreadcrumbList',
    itemListElement: crumbs.map((crumb, index) => ({
      '@type': 'ListItem',
      position: index + 1,
      name: crumb.name,
      item: urlOf(site, crumb.path),
    })),
  };
}

/** An article: what it is called, when and by whom it was written, and who published it. */
function article(
  site: Site,
  path: string,
  meta: PageMeta,
  { published, modified, author, section }: NonNullable<PageMeta['article']>,
  image: string,
) {
  return {
    '@type': 'Article',
    headline: meta.title,
    description: meta.description,
    url: urlOf(site, path),
    mainEntityOfPage: urlOf(site, path),
    inLanguage: edition.locale,
    datePublished: published,
    dateModified: modified ?? published,
    articleSection: section,
    author: { '@type': 'Person', name: author },
    image: [image],
    publisher: { '@type': 'NGO', name: site.name, logo: { '@type': 'ImageObject', url: `${site.url}/icon-512.png` } },
  };
}

/**
 * JSON-LD for search engines. A data block, not a script, so the Content-Security-Policy does not need to
 * allow it.
 */
function JsonLd({ data }: { data: object }) {
  // Escapes "<" so no text in the data can close the script element. English shown for want of a
  // translation is not marked here, where nothing could say so (components/jsx/english-marks.ts).
  const json = withoutEnglishMarks(JSON.stringify(data)).replace(/</g, '\\u003c');
  return <script type="application/ld+json" dangerouslySetInnerHTML={{ __html: json }} />;
}

/**
 * The page's one JSON-LD graph: the organisation on the home page, the trail of pages elsewhere, an article's
 * own record, and any records the page adds itself (`own`: the contact page's ContactPage).
 */
export function StructuredData({
  path,
  meta,
  crumbs,
  own = [],
  image,
}: {
  path: string;
  meta: PageMeta;
  crumbs: Crumb[];
  own?: object[];
  /** The page's picture: its sharing card's URL. */
  image: string;
}) {
  const { site, facts } = useSite();
  const graph =
    path === '/'
      ? [organisation(site, facts)]
      : [breadcrumbList(site, crumbs), ...(meta.article ? [article(site, path, meta, meta.article, image)] : [])];
  return <JsonLd data={{ '@context': 'https://schema.org', '@graph': [...graph, ...own] }} />;
}
