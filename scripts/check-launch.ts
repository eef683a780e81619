/**
 * `npm run check:launch`: lists every detail the organisation must replace before the site is launched
 * (example.org addresses and the site's address, the reserved phone numbers, the zero paybill, account and
 * registration numbers, the placeholder social handles, video id and PayPal link), each by file, line and
 * field, and fails while any is left. docs/content-files.md, "Replace the placeholder details before launch".
 */
import { launchReport, placeholdersLeft } from './lib/launch-check';

const left = await placeholdersLeft();
console.log(launchReport(left));
process.exitCode = left.length > 0 ? 1 : 0;
