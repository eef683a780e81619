import type { ContentWarning } from '../records/content-warning';
import { warningAt } from '../records/validate';
import { recordTexts } from '../records/record-texts';
import type { Path } from '../words/words';

/**
 * The site ships with contact and payment details that are plainly not real, until the organisation gives
 * its own (docs/content-files.md lists each one and where it is replaced): zeros for numbers, `XXXX` for codes,
 * "Example" in names and links, `example.org` for email addresses and `+254 700 000 xxx` for phone numbers.
 */
export function isPlaceholder(value: string): boolean {
  const digits = value.replace(/\D/g, '');
  return (
    /example/i.test(value) ||
    /^X{4}/.test(value) ||
    /^\+254 700 000 \d{3}$/.test(value) ||
    (digits.length > 0 && /^0+$/.test(digits))
  );
}

export type Field = [path: string[], value: string];

/**
 * A group of details that must agree to send a gift to the right place (a paybill and its account; a bank's
 * name, branch, account number and SWIFT code), so are replaced together: all placeholders, or all real. A
 * half-filled group (a real paybill beside a placeholder account) could send a donor's money to the wrong
 * place, so each placeholder left in a group that has real values is a problem. Every other detail is
 * replaced on its own, and `launchPlaceholders` lists it until it is.
 */
export function halfFilled(fields: Field[]): { path: string[]; message: string }[] {
  const real = fields.filter(([, value]) => !isPlaceholder(value)).map(([path]) => path.join('.'));
  if (real.length === 0 || real.length === fields.length) return [];
  return fields
    .filter(([, value]) => isPlaceholder(value))
    .map(([path]) => ({
      path,
      message: `is still a placeholder while ${real.join(', ')} ${real.length === 1 ? 'is' : 'are'} real: these must agree for a gift to reach the foundation, so replace them together (docs/content-files.md, "Replace the placeholder details before launch")`,
    }));
}

/** A placeholder written inside a text: an example.org address or link, or a reserved +254 700 000 phone number. */
const IN_TEXT =
  /[\w.+-]+@example\.org\b|https?:\/\/[\w.~:/?#@!$&*+,;=%-]*example\.org[\w.~:/?#@!$&*+,;=%-]*|\+254 700 000 \d{3}/g;

const REPLACE = 'is a placeholder: replace it before launch';

const CONFIRM =
  'is not yet confirmed as a real address: check on the spot that it (and any directions and map to it) leads there, then tick Address confirmed';

/**
 * The addresses a record gives visitors (the office's, where donors bring cheques; each hub's), each where
 * `addressConfirmed` beside it is not yet ticked. An address looks real whether or not it is, so it is no
 * placeholder by its words: its record says when someone has checked it, and a real one then stops blocking
 * the launch.
 */
function unconfirmedAddresses(value: unknown, path: Path = []): { path: Path; message: string }[] {
  if (Array.isArray(value)) return value.flatMap((item, i) => unconfirmedAddresses(item, [...path, i]));
  if (typeof value !== 'object' || value === null) return [];
  const record = value as Record<string, unknown>;
  const own = record.addressConfirmed === false ? [{ path: [...path, 'address'], message: CONFIRM }] : [];
  return [...own, ...Object.entries(record).flatMap(([key, child]) => unconfirmedAddresses(child, [...path, key]))];
}

/**
 * Every detail the organisation must replace before the site is launched, each named by its file, line and
 * field: in the site record (content/site.yml), every contact and giving detail, code, handle, link or id that
 * is a placeholder (a value of one word, or any giving detail: "Example Bank Kenya"); in every other record
 * and article, the example.org addresses and links and the reserved phone numbers written in its texts; and
 * every address not yet confirmed (the office's, the hubs').
 * Words the spec asks for ("Board Section Ready" while the board is empty) and the documents made from the
 * records (content/lib/records/documents.ts) are no placeholders: they are true as they stand.
 * `npm run check:launch` lists them, and `npm run deploy` will not publish while any is left.
 */
export function launchPlaceholders(file: string, record: unknown, siteUrl: string): ContentWarning[] {
  const found = recordTexts(record).flatMap(([path, text]): { path: Path; message: string }[] => {
    if (file === 'content/site.yml') {
      const detail = !/\s/.test(text.trim()) || path[0] === 'giving' || /^\+254 /.test(text);
      return detail && (isPlaceholder(text) || /placeholder/i.test(text)) ? [{ path, message: REPLACE }] : [];
    }
    // The site's own address, written by {{siteUrl}}, is replaced once, in content/site.yml.
    const placeholders = [...new Set(text.match(IN_TEXT))].filter((found) => !found.startsWith(siteUrl));
    return placeholders.map((placeholder) => ({
      path,
      message: placeholder === text ? REPLACE : `holds ${placeholder}, which ${REPLACE}`,
    }));
  });
  return [...found, ...unconfirmedAddresses(record)].map((issue) => warningAt('placeholder', file, record, issue));
}
