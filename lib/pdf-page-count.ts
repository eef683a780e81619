import { inflateSync } from 'node:zlib';

/**
 * How many pages a PDF has, read from the file as a reader finds them: the trailer's /Root names the
 * catalogue, the catalogue its page tree, whose /Count is the number of pages. Objects may be plain
 * (`12 0 obj … endobj`) or packed in compressed object streams (PDF 1.5 and later, as most programs write
 * today); a later definition of an object (an incremental update) replaces an earlier one. Undefined for a
 * file this cannot read, which the caller reports. ISO 32000-1, sections 7.5 and 7.7.3.
 */
export function pdfPageCount(bytes: Uint8Array): number | undefined {
  const text = Buffer.from(bytes).toString('latin1');
  if (!text.startsWith('%PDF-')) return undefined;
  const objects = readObjects(text);
  const root = lastMatch(text, /\/Root\s+(\d+)\s+\d+\s+R/g);
  const catalog = root === undefined ? undefined : objects.get(root);
  const pagesRef = catalog && /\/Pages\s+(\d+)\s+\d+\s+R/.exec(catalog)?.[1];
  const pages = pagesRef ? objects.get(Number(pagesRef)) : undefined;
  const count = pages && /\/Count\s+(\d+)/.exec(pages)?.[1];
  return count ? Number(count) : undefined;
}

function lastMatch(text: string, pattern: RegExp): number | undefined {
  const all = [...text.matchAll(pattern)];
  const last = all[all.length - 1]?.[1];
  return last === undefined ? undefined : Number(last);
}

/** Every object's text by its number: the plain ones, then those of object streams not defined plainly later. */
function readObjects(text: string): Map<number, string> {
  const objects = new Map<number, string>();
  const streams: string[] = [];
  for (const match of text.matchAll(/(?:^|[\r\n\s])(\d+)\s+\d+\s+obj\b/g)) {
    const start = match.index + match[0].length;
    const end = text.indexOf('endobj', start);
    const body = text.slice(start, end < 0 ? undefined : end);
    objects.set(Number(match[1]), body);
    if (/\/Type\s*\/ObjStm\b/.test(body)) streams.push(body);
  }
  for (const body of streams)
    for (const [number, object] of objectStream(body)) if (!objects.has(number)) objects.set(number, object);
  return objects;
}

/** The objects packed in an object stream: N pairs of number and offset, then the objects from /First on. */
function objectStream(body: string): [number, string][] {
  const data = streamData(body);
  const n = Number(/\/N\s+(\d+)/.exec(body)?.[1]);
  const first = Number(/\/First\s+(\d+)/.exec(body)?.[1]);
  if (data === undefined || !n || !first) return [];
  const header = data.slice(0, first).trim().split(/\s+/).map(Number);
  const entries: [number, string][] = [];
  for (let i = 0; i < n; i++) {
    const number = header[2 * i];
    const offset = header[2 * i + 1];
    const next = i + 1 < n ? header[2 * i + 3] : undefined;
    if (number === undefined || offset === undefined) break;
    entries.push([number, data.slice(first + offset, next === undefined ? undefined : first + next)]);
  }
  return entries;
}

/** A stream's bytes as latin1 text, inflated if it is Flate-encoded (the only filter object streams use). */
function streamData(body: string): string | undefined {
  const start = /stream\r?\n/.exec(body);
  if (!start) return undefined;
  const length = Number(/\/Length\s+(\d+)(?!\s+\d+\s+R)/.exec(body)?.[1]);
  const from = start.index + start[0].length;
  const bytes = length ? body.slice(from, from + length) : body.slice(from, body.lastIndexOf('endstream'));
  const raw = Buffer.from(length ? bytes : bytes.replace(/\r?\n$/, ''), 'latin1');
  if (!/\/FlateDecode/.test(body.slice(0, start.index))) return raw.toString('latin1');
  try {
    return inflateSync(raw).toString('latin1');
  } catch {
    return undefined;
  }
}
