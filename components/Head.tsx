import { site } from '../content/site';
import type { PageMeta } from '../content/schemas/page';
import type { PageAssets } from './PageAssets';
import { StructuredData } from './StructuredData';

interface HeadProps {
  path: string;
  meta: PageMeta;
  assets: PageAssets;
  /** Pages that are not in the site's map (the 404 page) get no canonical URL and ask not to be indexed. */
  indexable: boolean;
  inlineScript?: string;
}

export function pageTitle(path: string, meta: PageMeta): string {
  return path === '/' ? `${site.name}: ${meta.title}` : `${meta.title} | ${site.shortName}`;
}

export function Head({ path, meta, assets, indexable, inlineScript }: HeadProps) {
  const title = pageTitle(path, meta);
  const url = site.url + path;
  const image = `${site.url}/images/social-card.png`;
  return (
    <head>
      <meta charSet="utf-8" />
      <meta httpEquiv="Content-Security-Policy" content={assets.contentSecurityPolicy} />
      <meta name="viewport" content="width=device-width, initial-scale=1" />
      <title>{title}</title>
      <meta name="description" content={meta.description} />
      {indexable ? <link rel="canonical" href={url} /> : <meta name="robots" content="noindex" />}
      <meta name="theme-color" content="#0b6b3a" />
      <link rel="icon" href="/favicon.ico" sizes="32x32" />
      <link rel="icon" href="/favicon.svg" type="image/svg+xml" />
      <link rel="apple-touch-icon" href="/apple-touch-icon.png" />
      <link rel="manifest" href="/site.webmanifest" />
      <meta property="og:type" content="website" />
      <meta property="og:site_name" content={site.name} />
      <meta property="og:title" content={title} />
      <meta property="og:description" content={meta.description} />
      {indexable && <meta property="og:url" content={url} />}
      <meta property="og:image" content={image} />
      <meta property="og:image:alt" content={`${site.name}: hands-on STEM education in Kenya`} />
      <meta property="og:locale" content="en_KE" />
      <meta name="twitter:card" content="summary_large_image" />
      <style dangerouslySetInnerHTML={{ __html: assets.styles }} />
      {assets.modulePreloads.map((href) => (
        <link key={href} rel="modulepreload" href={href} />
      ))}
      {assets.scripts.map((src) => (
        <script key={src} type="module" src={src} />
      ))}
      {inlineScript && <script dangerouslySetInnerHTML={{ __html: inlineScript }} />}
      {indexable && <StructuredData path={path} meta={meta} />}
    </head>
  );
}
