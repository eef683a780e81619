import navigation from '../content/navigation';
import type { PageMeta } from '../content/lib/shapes';
import site from '../content/site';

interface Crumb {
  name: string;
  path: string;
}

/** Home, then the header section the page is in, then the page: as the menus name them. */
export function breadcrumbsFor(path: string, meta: PageMeta): Crumb[] {
  const crumbs: Crumb[] = [{ name: navigation.home.label, path: '/' }];
  const section = navigation.sections.find((s) => path.startsWith(s.href));
  if (section) crumbs.push({ name: section.label, path: section.href });
  if (path !== '/' && path !== section?.href) {
    const link = [
      ...navigation.sections.flatMap((s) => s.links),
      ...navigation.quickLinks,
      ...navigation.legalLinks,
    ].find((l) => l.href === path);
    crumbs.push({ name: link?.label ?? meta.title, path });
  }
  return crumbs;
}

/** The organisation as schema.org describes an NGO: the home page's data, and the contact page's main entity. */
export function organisation() {
  const { address } = site;
  return {
    '@context': 'https://schema.org',
    '@type': 'NGO',
    name: site.name,
    alternateName: site.shortName,
    description: site.description,
    url: `${site.url}/`,
    logo: `${site.url}/icon-512.png`,
    email: site.email,
    telephone: site.phone,
    foundingDate: String(site.foundingYear),
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

function breadcrumbList(crumbs: Crumb[]) {
  return {
    '@context': 'https://schema.org',
    '@type': 'BreadcrumbList',
    itemListElement: crumbs.map((crumb, index) => ({
      '@type': 'ListItem',
      position: index + 1,
      name: crumb.name,
      item: site.url + crumb.path,
    })),
  };
}

/**
 * JSON-LD for search engines. A data block, not a script, so the Content-Security-Policy does not need to
 * allow it.
 */
export function JsonLd({ data }: { data: object }) {
  // Escapes "<" so no text in the data can close the script element.
  const json = JSON.stringify(data).replace(/</g, '\\u003c');
  return <script type="application/ld+json" dangerouslySetInnerHTML={{ __html: json }} />;
}

/** The organisation on the home page, the trail of pages elsewhere. */
export function StructuredData({ path, meta }: { path: string; meta: PageMeta }) {
  return <JsonLd data={path === '/' ? organisation() : breadcrumbList(breadcrumbsFor(path, meta))} />;
}
