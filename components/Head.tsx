import { preload } from 'react-dom';
import type { Crumb, PageMeta } from '../content/lib/records/shapes';
import { edition, langs, languages, LANG } from '../content/lib/words/language';
import { alternates, urlOf } from '../content/lib/records/site-record';
import type { Site } from '../content/site';
import { FOOTER_ID } from './Footer';
import type { Preload } from './PageParts';
import { useSite } from './SiteContext';
import { StructuredData } from './StructuredData';
import { href } from '../content/lib/words/href';

/** The picture a link to the page shows (Open Graph): a 1200 x 630 JPEG the build makes (pictures/encode.ts). */
export interface ShareCard {
  /** Its absolute URL. */
  url: string;
  alt: string;
}

export const SHARE_CARD_SIZE = { width: 1200, height: 630 } as const;

/** The browser bar's colour in each scheme: styles/_tokens.scss's `brand` (light) and `surface` (dark). */
export const THEME_COLORS = { light: '#0b6b3a', dark: '#121a16' } as const;

interface HeadProps {
  path: string;
  meta: PageMeta;
  /** The trail from Home to this page, for the BreadcrumbList in its structured data. */
  crumbs: Crumb[];
  /**
   * The rules of the site's stylesheet this page uses (styles/page-stylesheet.ts), inlined: small enough
   * that the page and its styles arrive in the first round trip (14 KB), which a linked stylesheet would
   * cost a second one for.
   */
  styles: string;
  /**
   * The site's Content-Security-Policy as far as a <meta> element can carry it, naming this page's
   * stylesheet by its hash, so a host that sends no headers still enforces it. It covers only what follows
   * it, so it comes first in the head.
   */
  contentSecurityPolicy: string;
  /** Pages that are not in the site's map (the 404 page) get no canonical URL and ask not to be indexed. */
  indexable: boolean;
  inlineScript?: string;
  /** The page's own records for its JSON-LD graph. */
  structuredData?: object[];
  /** Made from the page's picture (`meta.image`, else its first), or the site's when it has none. */
  shareCard: ShareCard;
  /** What the page's body asks to fetch at once: its first screen's picture (components/Picture.tsx). */
  preloads?: Preload[];
}

export function pageTitle(site: Pick<Site, 'name' | 'shortName'>, path: string, meta: PageMeta): string {
  return path === '/' ? `${site.name}: ${meta.title}` : `${meta.title} | ${site.shortName}`;
}

/** The page's head; the build adds the script of its widgets (components/PageScript.tsx) at its end. */
export function Head({
  path,
  meta,
  crumbs,
  styles,
  contentSecurityPolicy,
  indexable,
  inlineScript,
  structuredData,
  shareCard,
  preloads = [],
}: HeadProps) {
  const { site } = useSite();
  // React writes each preload at the start of the head, after the character set and the viewport.
  for (const { href: file, options } of preloads) preload(file, options);
  const title = pageTitle(site, path, meta);
  const url = urlOf(site, path);
  return (
    <head>
      <meta charSet="utf-8" />
      <meta httpEquiv="Content-Security-Policy" content={contentSecurityPolicy} />
      <meta name="viewport" content="width=device-width, initial-scale=1" />
      {/* No first paint before the first screen is whole, header and main content, which reach the footer:
          drawn with half its menu, on a slow phone or network, the menu would move as the rest of it arrives
          (the right-aligned list grows leftwards), and a first paint of the header alone leaves the page's
          largest text to a later one. The page arrives in one round trip (its 14 KB budget), so nothing waits
          for the network. Browsers without it paint as before.
          https://html.spec.whatwg.org/multipage/links.html#link-type-expect */}
      <link rel="expect" href={`#${FOOTER_ID}`} blocking="render" />
      <title>{title}</title>
      <meta name="description" content={meta.description} />
      {indexable ? <link rel="canonical" href={url} /> : <meta name="robots" content="noindex" />}
      {indexable &&
        alternates(site, path).map((alternate) => (
          <link key={alternate.hreflang} rel="alternate" hrefLang={alternate.hreflang} href={alternate.href} />
        ))}
      {/* The browser's own bar: the brand's green by day, the page's dark surface when the phone is dark. */}
      <meta name="theme-color" content={THEME_COLORS.light} media="(prefers-color-scheme: light)" />
      <meta name="theme-color" content={THEME_COLORS.dark} media="(prefers-color-scheme: dark)" />
      <link rel="icon" href={href('/favicon.ico')} sizes="32x32" />
      <link rel="icon" href={href('/favicon.svg')} type="image/svg+xml" />
      <link rel="apple-touch-icon" href={href('/apple-touch-icon.png')} />
      <link rel="manifest" href={href('/site.webmanifest')} />
      {meta.feed && (
        <link rel="alternate" type="application/atom+xml" title={meta.feed.title} href={href(meta.feed.href)} />
      )}
      <meta property="og:type" content={meta.article ? 'article' : 'website'} />
      <meta property="og:site_name" content={site.name} />
      <meta property="og:title" content={title} />
      <meta property="og:description" content={meta.description} />
      {indexable && <meta property="og:url" content={url} />}
      <meta property="og:image" content={shareCard.url} />
      <meta property="og:image:type" content="image/jpeg" />
      <meta property="og:image:width" content={String(SHARE_CARD_SIZE.width)} />
      <meta property="og:image:height" content={String(SHARE_CARD_SIZE.height)} />
      <meta property="og:image:alt" content={shareCard.alt} />
      <meta property="og:locale" content={edition.ogLocale} />
      {langs
        .filter((lang) => lang !== LANG)
        .map((lang) => (
          <meta key={lang} property="og:locale:alternate" content={languages[lang].ogLocale} />
        ))}
      {meta.article && (
        <>
          <meta property="article:published_time" content={meta.article.published} />
          {meta.article.modified && <meta property="article:modified_time" content={meta.article.modified} />}
          <meta property="article:author" content={meta.article.author} />
          <meta property="article:section" content={meta.article.section} />
          {meta.article.tags.map((tag) => (
            <meta key={tag} property="article:tag" content={tag} />
          ))}
        </>
      )}
      <meta name="twitter:card" content="summary_large_image" />
      <style dangerouslySetInnerHTML={{ __html: styles }} />
      {inlineScript && <script dangerouslySetInnerHTML={{ __html: inlineScript }} />}
      {indexable && (
        <StructuredData path={path} meta={meta} crumbs={crumbs} own={structuredData} image={shareCard.url} />
      )}
    </head>
  );
}
