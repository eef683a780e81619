/**
 * What a build is asked for (buildSite's options, build.ts) and what it gives back: the pages it wrote, the
 * content's warnings and the time of each stage.
 */
import type { ContentFiles } from '../content/lib/records/content-files';
import type { ContentWarning } from '../content/lib/records/content-warning';
import type { Redirect } from '../hosting/built-site';
import type { WrittenPage } from './write';

export interface BuildResult {
  outDir: string;
  /** Where the server configuration went: dist-config/ beside dist/. */
  configDir: string;
  pages: WrittenPage[];
  /** Former addresses of pages (renamed articles), in every edition, and where each leads now. */
  redirects: Redirect[];
  /** Content that has gone stale by the build date, and translations missing: printed, never fatal. */
  warnings: string[];
  /** The same warnings with the file and the CMS entry each concerns, as the editor's status lists them. */
  contentWarnings: ContentWarning[];
  milliseconds: number;
  /** Milliseconds spent in each stage, in order, to see where a slow build spends its time. */
  steps: Record<string, number>;
}

export interface BuildOptions {
  outDir?: string;
  /** The project to build; tests point this at a copy. */
  projectDir?: string;
  /** The URL of a script added to every page: the dev server's live reload. Never set by `npm run build`. */
  devScript?: string;
  /**
   * The content editor saves into this project's folder (its local mode: the dev server, `npm run cms`), so
   * it asks for the folder by its name (stages/admin.ts). Never set by `npm run build`.
   */
  editsThisFolder?: boolean;
  /**
   * Where the dev server announces each build (its event stream): written into the editor's status, which
   * then follows each save in /admin/ without a reload (cms/status.ts). Never set by `npm run build`.
   */
  statusUpdates?: string;
  /**
   * The day the site is built as of (YYYY-MM-DD): what dates decide (which registration is open, which
   * events are upcoming or past, which goals are ahead), the footer's year and the stale-content warnings.
   * Unless given, `BUILD_DATE`'s day, else today in Nairobi (content/lib/time/build-date.ts): so `npm run build`,
   * the dev server and the tests' builds (vitest.config.ts sets the frozen content's day) all follow it.
   */
  today?: string;
  /**
   * Stand a photo-sized fixture in for every drawing (pictures/fixtures.ts), to measure the site as it
   * will be with photos: `PHOTO_FIXTURES=1 npm run build`.
   */
  photoFixtures?: boolean;
  /** Told how a long step goes (making pictures on a cold build). */
  log?: (line: string) => void;
  /**
   * The content files as earlier builds parsed them, each parse kept until its file changes: the dev
   * server's, which builds again on every save. Without them, the build reads each file once for all its
   * editions, and takes each parse that an earlier build kept on disk (stages/content-cache.ts).
   */
  content?: ContentFiles;
  /**
   * The folder the records, articles and pictures are read from: the project's content/, unless the build
   * is of the frozen copy that the tests of the spec's content read (`npm run build:fixture`).
   */
  contentDir?: string;
}
