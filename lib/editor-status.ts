/**
 * The editor's status: what the organisation's editor must know about the site, shown inside the content
 * editor at /admin/ (cms/status.ts), never on a visitor's page. Files of /admin/, each written by what
 * knows it:
 * - status.json, by the build (stages/admin.ts): every warning it printed, by entry and field; or,
 *   when `npm run check:content` refused a change, why it is not live (scripts/check-content.ts);
 * - published.json, by `npm run deploy`: when the site was last published, and from which change;
 * - publish-stopped.json, by `npm run deploy:stopped`: a publish that stopped before the site was updated.
 */

/** Where each file is, from the site's root. */
export const EDITOR_STATUS_FILE = 'admin/status.json';
export const PUBLISHED_FILE = 'admin/published.json';

/** An entry of the CMS, and a field of it, as the CMS names them (content/lib/records/editor-names.ts). */
export interface StatusPlace {
  collection: { name: string; label: string };
  entry: { name: string; label: string };
  /** The labels of the field and the fields it is in, outermost first: `['Mission', 'Text']`. */
  fields: string[];
  /** Where, within /admin/, the CMS opens the entry: `#/collections/pages/entries/home`. */
  link: string;
  /** In the entry's Kiswahili side. */
  translation: boolean;
}

/**
 * What the editor should know: a claim the date has overtaken (`stale`), a translation missing or out of date,
 * an article too long, a placeholder left before launch, a figure that does not add up (`check`), or a
 * mistake that stopped the check of a change (`mistake`).
 */
export type StatusKind = 'stale' | 'translation' | 'article' | 'placeholder' | 'check' | 'mistake';

export interface StatusItem {
  kind: StatusKind;
  /** What is wrong and what to do, in plain words, without the file. */
  message: string;
  /** The file and line, for whoever edits the files themselves. */
  file: string;
  line?: number;
  place?: StatusPlace;
}

/** A change saved to the site's repository (a commit), as the editor knows it: when, and what it touched. */
export interface SavedChange {
  commit: string;
  /** Its message: the CMS writes one naming the entry ("Update Blog posts “…”"). */
  subject: string;
  /** When it was saved (ISO 8601). */
  time: string;
}

export interface EditorStatus {
  /** The day the site was built for (YYYY-MM-DD). */
  builtOn: string;
  /** What the build printed, for the editor to act on. */
  items: StatusItem[];
  /** A change the checks refused, which is not live: the change, the entries it touched, and why. */
  refused?: { change: SavedChange; entries: string[]; reasons: StatusItem[] };
}

/** When the site was last published, and the change it was published from. */
export interface Published {
  time: string;
  change?: SavedChange;
}

/**
 * A publish that stopped or failed before the site was all up (publish.yml, `npm run deploy:stopped`): the
 * editor's status says the site was not updated, until a later publish (published.json) supersedes it.
 */
export const PUBLISH_STOPPED_FILE = 'admin/publish-stopped.json';

export interface PublishStopped {
  /** When the publish was given up (ISO 8601). */
  time: string;
  /** The change it was publishing. */
  change?: SavedChange;
}
