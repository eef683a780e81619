/**
 * The content stage: the site's code and content loaded once per edition (stages/site-bundle.ts), every
 * record checked against its schema as it loads; then what else content must be (content/lib/records/validate.ts),
 * and what has gone stale or is untranslated, which is told but never stops the build.
 */
import { dayInNairobi } from '../content/lib/time/build-date';
import type { ContentWarning } from '../content/lib/records/content-warning';
import { langs, type Lang } from '../content/lib/words/language';
import type { ContentFiles } from '../content/lib/records/content-files';
import { exportProblems } from '../content/lib/records/validate';
import { BuildError } from './build-error';
import type { Route } from './routes';
import { loadSite, type SiteModule } from './site-bundle';

/** The site as one edition loaded it: its language's records, pages and rules. */
export interface Edition {
  lang: Lang;
  site: SiteModule;
}

/** The site's editions, English first. */
export type Editions = [Edition, ...Edition[]];

/**
 * Every edition, English first, each with its own language's records; each content file read and parsed
 * once for all of them, or its parse taken from `content` as an earlier build left it if it has not changed.
 */
export async function loadEditions(
  projectDir: string,
  contentDir: string,
  routes: Route[],
  contentFiles: string[],
  content: ContentFiles,
  /** The day the site is built as of, which its records and pages are read on (content/lib/time/build-date.ts). */
  today = dayInNairobi(),
): Promise<Editions> {
  content.nextBuild();
  const loaded = await Promise.allSettled(
    langs.map(async (lang): Promise<Edition> => ({
      lang,
      site: await loadSite(projectDir, contentDir, routes, contentFiles, lang, content, today),
    })),
  );
  // A mistake in the English is said in English (an item named by its English title), whichever edition
  // met it first.
  const failed = loaded.find((result) => result.status === 'rejected');
  if (failed) throw failed.reason;
  const editions = loaded.flatMap((result) => (result.status === 'fulfilled' ? [result.value] : []));
  const [english, ...others] = editions;
  if (!english) throw new BuildError('the site has no edition (content/lib/words/language.ts lists none)');
  return [english, ...others];
}

/**
 * Stops the build at content that breaks a rule across records (content/lib/records/validate.ts); returns the
 * warnings: content gone stale by `today`, and translations missing or out of date.
 */
export function checkContent([english, ...others]: Editions, today: string): ContentWarning[] {
  const problems = Object.entries(english.site.contents).flatMap(([file, mod]) => exportProblems(file, mod));
  if (problems.length > 0) throw new BuildError(`content is not valid:\n  ${problems.join('\n  ')}`);
  return [
    ...staleContent(english.site, today),
    ...[english, ...others].flatMap(({ site }) => loadWarnings(site)).sort((a, b) => a.text.localeCompare(b.text)),
  ];
}

/** What loading each record of an edition found to warn of. */
function loadWarnings(site: SiteModule): ContentWarning[] {
  return Object.values(site.contents).flatMap((mod) => site.warningsOf(mod.default));
}

/**
 * What has gone stale by `today`: what a record's own rules say (`stale(today)`), and, in every record, a
 * deadline in a year that has ended and a "this year" that reads as the reader's (content/lib/time/stale.ts).
 */
function staleContent(site: SiteModule, today: string): ContentWarning[] {
  return Object.entries(site.contents).flatMap(([file, mod]) => {
    const record = file.replace(/\.ts$/, '.yml');
    return [
      ...(typeof mod.stale === 'function' ? mod.stale(today) : []),
      ...site.pastDeadlines(record, mod.default, today),
      ...site.relativeDates(record, mod.default),
    ];
  });
}
