import { THEME_COLORS } from '../components/Head';
import { href } from '../content/lib/words/href';
import { LANG } from '../content/lib/words/language';
import type { WebManifest } from '../content/lib/records/web-manifest';
import site from '../content/site';

/** The edition's web app manifest, which the build writes as JSON: the site's name and tagline, in its words. */
export default function webManifest(): WebManifest {
  return {
    name: site.name,
    short_name: site.shortName,
    description: site.tagline,
    lang: LANG,
    dir: 'ltr',
    start_url: href('/'),
    display: 'browser',
    background_color: '#ffffff',
    theme_color: THEME_COLORS.light,
    icons: [
      { src: '/favicon.svg', type: 'image/svg+xml', sizes: 'any' },
      { src: '/apple-touch-icon.png', type: 'image/png', sizes: '180x180' },
      { src: '/icon-512.png', type: 'image/png', sizes: '512x512' },
    ],
  };
}
