/**
 * Reads a PDF the way a reader does, to test what the site publishes: from the cross-reference table
 * (every object must be where the table says), the catalogue and the document information, the page tree,
 * the structure tree and the text each page shows. It reads the plain (uncompressed) files lib/pdf.ts
 * writes, and is written from ISO 32000-1 rather than from that writer, so that a mistake there shows here.
 */

export interface PdfRead {
  /** Pages found by walking the page tree (its /Count must agree). */
  pages: number;
  title: string;
  lang: string;
  displayDocTitle: boolean;
  marked: boolean;
  /** The structure tree's element types, depth first: Document, H1, P, L, LI, Lbl, LBody… */
  structure: string[];
  /** Each page's text, its lines joined by spaces. */
  text: string[];
}

/** WinAnsiEncoding's bytes 0x80 to 0x9f that differ from Latin-1 (ISO 32000-1, Annex D). */
const WIN_ANSI: Record<number, string> = {
  0x80: '€',
  0x85: '…',
  0x91: '‘',
  0x92: '’',
  0x93: '“',
  0x94: '”',
  0x95: '•',
  0x96: '–',
  0x97: '—',
  0x99: '™',
};

export function readPdf(bytes: Buffer): PdfRead {
  const file = bytes.toString('latin1');
  if (!file.startsWith('%PDF-1.')) throw new Error('not a PDF: no %PDF- header');
  const startxref = Number(/startxref\s+(\d+)\s+%%EOF\s*$/.exec(file)?.[1]);
  if (!Number.isInteger(startxref)) throw new Error('no startxref at the end');
  const table = /^xref\s+0 (\d+)\s+/.exec(file.slice(startxref));
  if (!table) throw new Error(`startxref ${startxref} does not point at a cross-reference table`);
  const count = Number(table[1]);
  const entries = file.slice(startxref + table[0].length, startxref + table[0].length + 20 * count);
  const objects = new Map<number, string>();
  for (let n = 1; n < count; n++) {
    const [offset, , kind] = entries.slice(20 * n, 20 * n + 18).split(' ');
    if (kind !== 'n') continue;
    const at = Number(offset);
    const head = `${n} 0 obj`;
    if (file.slice(at, at + head.length) !== head) throw new Error(`object ${n} is not at offset ${at}`);
    objects.set(n, file.slice(at + head.length, file.indexOf('endobj', at)).trim());
  }
  const trailer = file.slice(file.indexOf('trailer', startxref));
  const get = (n: number | undefined) => {
    const object = n === undefined ? undefined : objects.get(n);
    if (object === undefined) throw new Error(`object ${n} is missing`);
    return object;
  };
  const ref = (dict: string, key: string) => {
    const match = new RegExp(`/${key}\\s+(\\d+) 0 R`).exec(dict);
    return match ? Number(match[1]) : undefined;
  };
  const refs = (list: string) => [...list.matchAll(/(\d+) 0 R/g)].map((m) => Number(m[1]));

  const catalog = get(ref(trailer, 'Root'));
  const info = get(ref(trailer, 'Info'));

  // The page tree, leaf by leaf.
  const pageObjects: number[] = [];
  const walk = (n: number) => {
    const node = get(n);
    if (/\/Type\s*\/Pages\b/.test(node))
      for (const kid of refs(/\/Kids\s*\[([^\]]*)\]/.exec(node)?.[1] ?? '')) walk(kid);
    else if (/\/Type\s*\/Page\b/.test(node)) pageObjects.push(n);
    else throw new Error(`object ${n} in the page tree is no page`);
  };
  const root = defined(ref(catalog, 'Pages'));
  walk(root);
  const declared = Number(/\/Count\s+(\d+)/.exec(get(root))?.[1]);
  if (declared !== pageObjects.length)
    throw new Error(`the page tree says ${declared} pages and holds ${pageObjects.length}`);

  const structure: string[] = [];
  const struct = (n: number) => {
    const element = get(n);
    const type = /\/S\s*\/(\w+)/.exec(element)?.[1];
    if (type) structure.push(type);
    for (const kid of refs(/\/K\s*\[([^\]]*)\]/.exec(element)?.[1] ?? '')) if (/StructElem/.test(get(kid))) struct(kid);
  };
  const treeRoot = ref(catalog, 'StructTreeRoot');
  if (treeRoot !== undefined) for (const kid of refs(/\/K\s*\[([^\]]*)\]/.exec(get(treeRoot))?.[1] ?? '')) struct(kid);

  const text = pageObjects.map((page) => {
    const content = get(ref(get(page), 'Contents'));
    const data = content.slice(content.indexOf('stream') + 'stream'.length, content.lastIndexOf('endstream'));
    return [...data.matchAll(/\(((?:\\.|[^\\)])*)\)\s*Tj/g)].map(([, s]) => literal(s ?? '')).join(' ');
  });

  return {
    pages: pageObjects.length,
    title: textString(/\/Title\s*(<[^>]*>|\((?:\\.|[^\\)])*\))/.exec(info)?.[1] ?? ''),
    lang: textString(/\/Lang\s*(<[^>]*>|\((?:\\.|[^\\)])*\))/.exec(catalog)?.[1] ?? ''),
    displayDocTitle: /\/ViewerPreferences\s*<<[^>]*\/DisplayDocTitle\s+true/.test(catalog),
    marked: /\/MarkInfo\s*<<[^>]*\/Marked\s+true/.test(catalog),
    structure,
    text,
  };
}

function defined<T>(value: T | undefined): T {
  if (value === undefined) throw new Error('the catalogue names no page tree');
  return value;
}

/** A literal string's characters, its escapes undone, in WinAnsiEncoding. */
function literal(s: string): string {
  return s
    .replace(/\\([0-7]{1,3}|.)/g, (_, e: string) => (/^[0-7]/.test(e) ? String.fromCharCode(parseInt(e, 8)) : e))
    .replace(/[\x80-\x9f]/g, (c) => WIN_ANSI[c.charCodeAt(0)] ?? c);
}

/** A text string: UTF-16BE in hex with its byte order mark, or a literal. */
function textString(s: string): string {
  if (s.startsWith('(')) return literal(s.slice(1, -1));
  const hex = s.slice(1, -1);
  if (!hex.startsWith('FEFF')) throw new Error(`a text string in hex without its byte order mark: ${s}`);
  return Buffer.from(hex.slice(4), 'hex').swap16().toString('utf16le');
}
