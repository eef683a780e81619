/**
 * The content editor at /admin/: Sveltia CMS, bundled from its npm package into the site by the build
 * (cms/admin-files.ts), so nothing of it comes from another site. It reads its configuration from
 * config.yml beside the page, which the build writes from the content schemas (cms/config.ts).
 */
import CMS from '@sveltia/cms';
import { figuresFile } from './figures';
import { refuseTextProblems } from './text-checks';
import { showField } from './open-field';
import { showEditorStatus } from './status';
import { markTranslation, type EntryWords } from './translation-of';
import { registerPreviews } from './previews';
import { registerDateWidget } from './widgets/date';

/** Where each entry's words are, written beside the page by the build; fetched once, on the first save. */
let entryWords: Promise<EntryWords> | undefined;
const wordsOfEntries = () =>
  (entryWords ??= fetch(new URL('words.json', document.baseURI)).then(
    (response) => response.json() as Promise<EntryWords>,
  ));

// The site's own stylesheet in the preview, so an entry reads roughly as it will on the page.
CMS.registerPreviewStyle(new URL('preview.css', document.baseURI).href);

// An entry that makes a page (a post, the home page…) is previewed as that page (cms/previews.ts).
void registerPreviews(CMS);

// A text the build would refuse (a figure it does not know, a Heading 1) is not saved (cms/text-checks.ts).
// It changes nothing, so it returns nothing: an entry returned is written back, its data flattened again.
CMS.registerEventListener({
  name: 'preSave',
  handler: async ({ entry }) => {
    const figures = await figuresFile();
    if (figures) refuseTextProblems(entry, figures, showField);
  },
});

// A translation saved is a translation marked up to date (cms/translation-of.ts).
CMS.registerEventListener({
  name: 'preSave',
  handler: async ({ entry }) => (await markTranslation(entry, await wordsOfEntries())) as unknown as typeof entry,
});

// Dates are typed day first, 15/07/2025 (cms/widgets/date.ts).
registerDateWidget();

void CMS.init();
// What the last build found for the editor to act on, and whether their last change is live.
void showEditorStatus();
