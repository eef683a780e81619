/**
 * For the publishing workflow (.github/workflows/publish.yml): prints `content` when a push changed only
 * what the content editor saves (scripts/lib/content-only.ts), so `npm run check:content` checks it, and
 * `code` otherwise, or whenever git cannot tell (the whole suite runs).
 *
 *   tsx scripts/content-only.ts <the commit the push started from> [<the commit it ends at>, HEAD]
 */
import { kindOfChange } from './lib/content-only';
import { changedFiles } from './lib/saved-change';

const [from, to = 'HEAD'] = process.argv.slice(2);
if (!from) {
  console.error('Usage: tsx scripts/content-only.ts <from commit> [<to commit>]');
  process.exit(2);
}
console.log(kindOfChange(changedFiles(process.cwd(), from, to)));
