import { createHash } from 'node:crypto';
import { textWidth, winAnsi, type Weight } from './helvetica';

/**
 * Writes a short, accessible PDF: a tagged PDF (its headings, paragraphs and lists in a structure tree, in
 * reading order), in the language it names, titled in its metadata with the title shown in the reader's
 * window (DisplayDocTitle), its words real text in Helvetica. The same blocks make the same bytes: no date,
 * no random id, so a deploy uploads a document only when its words changed.
 * https://www.w3.org/WAI/WCAG22/Techniques/#pdf (PDF1 to PDF21), ISO 32000-1 section 14.8 (tagged PDF).
 */

export type Block =
  | { type: 'h1' | 'h2' | 'h3' | 'p'; text: string }
  | { type: 'list'; items: string[] }
  /** A label and its value on one line, as in a table of a report's details: "Published: March 2025". */
  | { type: 'details'; items: { label: string; value: string }[] };

export interface PdfDocument {
  title: string;
  /** BCP 47: `en`. */
  lang: string;
  author: string;
  subject?: string;
  blocks: Block[];
}

/** A4, in points, with 2 cm margins. */
const PAGE = { width: 595, height: 842, margin: 57 };
const TEXT_WIDTH = PAGE.width - 2 * PAGE.margin;
const INDENT = 16;

/** How each kind of block is set: font, size, line height, and space before it. */
const STYLE: Record<'h1' | 'h2' | 'h3' | 'p', { weight: Weight; size: number; leading: number; before: number }> = {
  h1: { weight: 'bold', size: 20, leading: 26, before: 0 },
  h2: { weight: 'bold', size: 14, leading: 19, before: 16 },
  h3: { weight: 'bold', size: 12, leading: 16, before: 10 },
  p: { weight: 'regular', size: 11, leading: 15, before: 8 },
};
const FONT: Record<Weight, string> = { regular: '/F1', bold: '/F2' };

/** Splits a text into lines no wider than `width` points, at spaces. */
export function wrapText(text: string, weight: Weight, size: number, width: number): string[] {
  const lines: string[] = [];
  let line = '';
  for (const word of text.split(/\s+/).filter(Boolean)) {
    const longer = line ? `${line} ${word}` : word;
    if (line && textWidth(longer, weight, size) > width) {
      lines.push(line);
      line = word;
    } else line = longer;
  }
  return line ? [...lines, line] : lines;
}

/** A PDF literal string, ASCII only: bytes past 126 as octal escapes. */
function literal(text: string): string {
  return `(${winAnsi(text)
    .map((byte) =>
      byte === 0x28 || byte === 0x29 || byte === 0x5c
        ? `\\${String.fromCharCode(byte)}`
        : byte > 126
          ? `\\${byte.toString(8).padStart(3, '0')}`
          : String.fromCharCode(byte),
    )
    .join('')})`;
}

/** A PDF text string in UTF-16BE, for metadata in any script. */
function unicode(text: string): string {
  const utf16 = Buffer.from(`\ufeff${text}`, 'utf16le').swap16();
  return `<${utf16.toString('hex').toUpperCase()}>`;
}

const xml = (text: string) => text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;');

/** A structure element: its type, and what it holds (other elements, or marked text on pages). */
interface Element {
  tag: string;
  kids: (Element | { page: number; mcid: number })[];
}

/** A line of text to set, in the marked-content sequence `mcid`. */
interface Line {
  x: number;
  y: number;
  text: string;
  weight: Weight;
  size: number;
}

/** Lays out the blocks over as many pages as they need, keeping the structure they make. */
function layOut(blocks: Block[]) {
  const pages: { sequences: { mcid: number; tag: string; lines: Line[] }[] }[] = [{ sequences: [] }];
  const document: Element = { tag: 'Document', kids: [] };
  let y = PAGE.height - PAGE.margin;

  /** Marked text for `element` on the current page, starting a page when `height` does not fit. */
  /** Starts a page unless `height` still fits on this one. */
  const room = (height: number) => {
    if (y - height >= PAGE.margin) return;
    pages.push({ sequences: [] });
    y = PAGE.height - PAGE.margin;
  };
  const mark = (element: Element, height: number, lines: (top: number) => Line[]) => {
    room(height);
    const page = pages[pages.length - 1]!;
    const mcid = page.sequences.length;
    page.sequences.push({ mcid, tag: element.tag, lines: lines(y) });
    element.kids.push({ page: pages.length - 1, mcid });
    y -= height;
  };

  /** Sets `text` line by line for `element`, each line on the page where it fits. */
  const setText = (element: Element, text: string, style: (typeof STYLE)['p'], x: number, width: number) => {
    for (const line of wrapText(text, style.weight, style.size, width))
      mark(element, style.leading, (top) => [
        { x, y: top - style.size, text: line, weight: style.weight, size: style.size },
      ]);
  };

  for (const [i, block] of blocks.entries()) {
    if (block.type === 'list' || block.type === 'details') {
      const list: Element = { tag: 'L', kids: [] };
      document.kids.push(list);
      y -= STYLE.p.before;
      const items =
        block.type === 'list'
          ? block.items.map((text) => ({ label: '•', text }))
          : block.items.map(({ label, value }) => ({ label: `${label}:`, text: value }));
      for (const item of items) {
        const label: Element = { tag: 'Lbl', kids: [] };
        const body: Element = { tag: 'LBody', kids: [] };
        list.kids.push({ tag: 'LI', kids: [label, body] });
        const labelWidth = block.type === 'list' ? INDENT : textWidth(`${item.label} `, 'bold', STYLE.p.size);
        const x = PAGE.margin + labelWidth;
        const lines = wrapText(item.text, 'regular', STYLE.p.size, TEXT_WIDTH - labelWidth);
        room(STYLE.p.leading); // the label and the first line stay together
        mark(label, 0, (top) => [
          {
            x: PAGE.margin,
            y: top - STYLE.p.size,
            text: item.label,
            weight: block.type === 'list' ? 'regular' : 'bold',
            size: STYLE.p.size,
          },
        ]);
        for (const line of lines)
          mark(body, STYLE.p.leading, (top) => [
            { x, y: top - STYLE.p.size, text: line, weight: 'regular', size: STYLE.p.size },
          ]);
        y -= 3;
      }
    } else {
      const style = STYLE[block.type];
      const element: Element = { tag: block.type.toUpperCase(), kids: [] };
      document.kids.push(element);
      if (i > 0) y -= style.before;
      setText(element, block.text, style, PAGE.margin, TEXT_WIDTH);
    }
  }
  return { pages, document };
}

/** The document as PDF bytes. */
export function writePdf(doc: PdfDocument): Buffer {
  const { pages, document } = layOut(doc.blocks);
  const objects: string[] = [];
  /** Reserves an object number; its text is set later. */
  const reserve = () => objects.push('');
  const ref = (n: number) => `${n} 0 R`;

  const catalog = reserve();
  const pageTree = reserve();
  const structRoot = reserve();
  const metadata = reserve();
  const parentTree = reserve();
  const info = reserve();
  const fonts = { regular: reserve(), bold: reserve() };
  const pageObjects = pages.map(() => ({ page: reserve(), content: reserve() }));

  // The structure tree, numbered in reading order; each marked sequence's element, by page and MCID.
  const owners: number[][] = pages.map(() => []);
  const writeElement = (element: Element, parent: number): number => {
    const n = reserve();
    const kids = element.kids.map((kid) => {
      if ('tag' in kid) return ref(writeElement(kid, n));
      owners[kid.page]![kid.mcid] = n;
      return `<< /Type /MCR /Pg ${ref(pageObjects[kid.page]!.page)} /MCID ${kid.mcid} >>`;
    });
    objects[n - 1] = `<< /Type /StructElem /S /${element.tag} /P ${ref(parent)} /K [${kids.join(' ')}] >>`;
    return n;
  };
  const documentElement = writeElement(document, structRoot);

  objects[catalog - 1] =
    `<< /Type /Catalog /Pages ${ref(pageTree)} /Lang ${literal(doc.lang)} /StructTreeRoot ${ref(structRoot)}` +
    ` /MarkInfo << /Marked true >> /ViewerPreferences << /DisplayDocTitle true >> /Metadata ${ref(metadata)} >>`;
  objects[pageTree - 1] =
    `<< /Type /Pages /Kids [${pageObjects.map(({ page }) => ref(page)).join(' ')}] /Count ${pages.length} >>`;
  objects[structRoot - 1] =
    `<< /Type /StructTreeRoot /K [${ref(documentElement)}] /ParentTree ${ref(parentTree)} /ParentTreeNextKey ${pages.length} >>`;
  objects[parentTree - 1] =
    `<< /Nums [${owners.map((elements, i) => `${i} [${elements.map(ref).join(' ')}]`).join(' ')}] >>`;
  const xmp = [
    '<?xpacket begin="\ufeff" id="W5M0MpCehiHzreSzNTczkc9d"?>',
    '<x:xmpmeta xmlns:x="adobe:ns:meta/"><rdf:RDF xmlns:rdf="http://www.w3.org/1999/02/22-rdf-syntax-ns#">',
    '<rdf:Description rdf:about="" xmlns:dc="http://purl.org/dc/elements/1.1/">',
    `<dc:title><rdf:Alt><rdf:li xml:lang="x-default">${xml(doc.title)}</rdf:li></rdf:Alt></dc:title>`,
    `<dc:creator><rdf:Seq><rdf:li>${xml(doc.author)}</rdf:li></rdf:Seq></dc:creator>`,
    `<dc:language><rdf:Bag><rdf:li>${xml(doc.lang)}</rdf:li></rdf:Bag></dc:language>`,
    '</rdf:Description></rdf:RDF></x:xmpmeta>',
    '<?xpacket end="r"?>',
  ].join('\n');
  objects[metadata - 1] = stream('/Type /Metadata /Subtype /XML', Buffer.from(xmp, 'utf8'));
  objects[info - 1] =
    `<< /Title ${unicode(doc.title)} /Author ${unicode(doc.author)}` +
    `${doc.subject ? ` /Subject ${unicode(doc.subject)}` : ''} >>`;
  objects[fonts.regular - 1] = '<< /Type /Font /Subtype /Type1 /BaseFont /Helvetica /Encoding /WinAnsiEncoding >>';
  objects[fonts.bold - 1] = '<< /Type /Font /Subtype /Type1 /BaseFont /Helvetica-Bold /Encoding /WinAnsiEncoding >>';

  pages.forEach(({ sequences }, i) => {
    const { page, content } = pageObjects[i]!;
    const text = sequences
      .map(({ mcid, tag, lines }) =>
        [
          `/${tag} << /MCID ${mcid} >> BDC`,
          ...lines.map(
            (line) =>
              `BT ${FONT[line.weight]} ${line.size} Tf ${line.x.toFixed(2)} ${line.y.toFixed(2)} Td ${literal(line.text)} Tj ET`,
          ),
          'EMC',
        ].join('\n'),
      )
      .join('\n');
    objects[page - 1] =
      `<< /Type /Page /Parent ${ref(pageTree)} /MediaBox [0 0 ${PAGE.width} ${PAGE.height}] /Contents ${ref(content)}` +
      ` /Resources << /Font << /F1 ${ref(fonts.regular)} /F2 ${ref(fonts.bold)} >> >> /StructParents ${i} /Tabs /S >>`;
    objects[content - 1] = stream('', Buffer.from(text, 'latin1'));
  });

  return serialise(objects, { root: catalog, info });
}

/** A stream object's text: its dictionary (with its length) and its bytes, as latin1 so bytes stay bytes. */
function stream(entries: string, bytes: Buffer): string {
  return `<< ${entries ? `${entries} ` : ''}/Length ${bytes.length} >>\nstream\n${bytes.toString('latin1')}\nendstream`;
}

/** The file: header, objects, cross-reference table and trailer, with an id made from the content. */
function serialise(objects: string[], { root, info }: { root: number; info: number }): Buffer {
  // The second line's bytes past 127 tell transfer programs the file is binary (ISO 32000-1, 7.5.2).
  let body = '%PDF-1.7\n%\xe2\xe3\xcf\xd3\n';
  const offsets: number[] = [];
  objects.forEach((object, i) => {
    offsets.push(Buffer.byteLength(body, 'latin1'));
    body += `${i + 1} 0 obj\n${object}\nendobj\n`;
  });
  const id = createHash('md5').update(body, 'latin1').digest('hex').toUpperCase();
  const xref = Buffer.byteLength(body, 'latin1');
  body += `xref\n0 ${objects.length + 1}\n0000000000 65535 f \n`;
  body += offsets.map((offset) => `${String(offset).padStart(10, '0')} 00000 n \n`).join('');
  body +=
    `trailer\n<< /Size ${objects.length + 1} /Root ${root} 0 R /Info ${info} 0 R /ID [<${id}> <${id}>] >>\n` +
    `startxref\n${xref}\n%%EOF\n`;
  return Buffer.from(body, 'latin1');
}
