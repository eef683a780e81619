import { deflateSync } from 'node:zlib';
import { describe, expect, it } from 'vitest';
import { textWidth } from '../../lib/helvetica';
import { writePdf, type PdfDocument } from '../../lib/pdf';
import { pdfPageCount } from '../../lib/pdf-page-count';
import { readPdf } from '../support/pdf';

const report: PdfDocument = {
  title: 'Annual Report 2024 – our year',
  lang: 'en',
  author: 'Jenga STEM Foundation',
  blocks: [
    { type: 'h1', text: 'Annual Report 2024 – our year' },
    { type: 'details', items: [{ label: 'Published', value: 'March 2025' }] },
    { type: 'h2', text: 'Summary' },
    { type: 'p', text: 'Our year in numbers and stories (with “quotes”, a \\ and an é).' },
    { type: 'list', items: ['2,500+ students reached', '95% completion rate'] },
  ],
};

describe('the accessible PDFs the site makes (lib/pdf.ts)', () => {
  it('are tagged, in their language, titled in the reader’s window, their words real text in reading order', () => {
    const pdf = readPdf(writePdf(report));
    expect(pdf).toMatchObject({ pages: 1, title: report.title, lang: 'en', displayDocTitle: true, marked: true });
    expect(pdf.structure).toEqual([
      'Document',
      'H1',
      'L',
      'LI',
      'Lbl',
      'LBody',
      'H2',
      'P',
      'L',
      'LI',
      'Lbl',
      'LBody',
      'LI',
      'Lbl',
      'LBody',
    ]);
    expect(pdf.text[0]).toBe(
      'Annual Report 2024 – our year Published: March 2025 Summary Our year in numbers and stories (with “quotes”, a \\ and an é). • 2,500+ students reached • 95% completion rate',
    );
  });

  it('are the same bytes for the same words, so a deploy uploads one only when its words change', () => {
    expect(writePdf(report).equals(writePdf(report))).toBe(true);
    expect(writePdf({ ...report, title: 'Annual Report 2023' }).equals(writePdf(report))).toBe(false);
    expect(writePdf(report).toString('latin1')).not.toMatch(/CreationDate|ModDate/);
  });

  it('run over as many pages as the words need, wrapping lines within the margins', () => {
    const long: PdfDocument = {
      ...report,
      blocks: Array.from({ length: 30 }, (_, i) => [
        { type: 'h2' as const, text: `Part ${i + 1}` },
        { type: 'p' as const, text: 'A sentence that runs on and on. '.repeat(12) },
      ]).flat(),
    };
    const bytes = writePdf(long);
    const pdf = readPdf(bytes);
    expect(pdf.pages).toBeGreaterThan(3);
    expect(pdfPageCount(bytes)).toBe(pdf.pages);
    expect(pdf.text.join(' ')).toContain('Part 30');
    // Every line ends within A4's width less the 2 cm margin, by Helvetica's metrics.
    const lines = [...bytes.toString('latin1').matchAll(/\/F\d (\d+) Tf ([\d.]+) [\d.]+ Td \(((?:\\.|[^\\)])*)\) Tj/g)];
    expect(lines.length).toBeGreaterThan(100);
    const ends = lines.map(([, size, x, text]) => Number(x) + textWidth(text ?? '', 'regular', Number(size)));
    expect(Math.max(...ends)).toBeLessThanOrEqual(595 - 57);
    expect(Math.max(...ends)).toBeGreaterThan(595 - 57 - 60);
  });

  it('refuse a character Helvetica cannot show, quoting the text', () => {
    expect(() => writePdf({ ...report, blocks: [{ type: 'p', text: 'Done ✓' }] })).toThrow(
      /"✓" \(U\+2713\) cannot be set in Helvetica, in "Done ✓"/,
    );
  });
});

/** A PDF as most programs write it today: its objects packed in a compressed object stream. */
function packedPdf(pages: number): Buffer {
  const objects = [
    '<< /Type /Catalog /Pages 2 0 R >>',
    `<< /Type /Pages /Kids [${Array.from({ length: pages }, (_, i) => `${i + 3} 0 R`).join(' ')}] /Count ${pages} >>`,
    ...Array.from({ length: pages }, () => '<< /Type /Page /Parent 2 0 R /MediaBox [0 0 595 842] >>'),
  ];
  let header = '';
  let body = '';
  objects.forEach((object, i) => {
    header += `${i + 1} ${body.length} `;
    body += `${object}\n`;
  });
  const data = deflateSync(Buffer.from(header + body, 'latin1'));
  const stream = `<< /Type /ObjStm /N ${objects.length} /First ${header.length} /Length ${data.length} /Filter /FlateDecode >>`;
  return Buffer.concat([
    Buffer.from(`%PDF-1.5\n${objects.length + 1} 0 obj\n${stream}\nstream\n`, 'latin1'),
    data,
    Buffer.from(
      `\nendstream\nendobj\n${objects.length + 2} 0 obj\n<< /Type /XRef /Root 1 0 R /Size ${objects.length + 3} >>\nstream\nendstream\nendobj\n%%EOF\n`,
      'latin1',
    ),
  ]);
}

describe('the page count of a PDF in public/ (lib/pdf-page-count.ts)', () => {
  it('is read from the page tree, in plain objects or compressed object streams', () => {
    expect(pdfPageCount(packedPdf(48))).toBe(48);
    expect(pdfPageCount(packedPdf(1))).toBe(1);
  });

  it('follows an incremental update, whose objects replace the earlier ones', () => {
    const first = writePdf(report);
    const update = Buffer.from(
      '\n99 0 obj\n<< /Type /Pages /Kids [] /Count 7 >>\nendobj\ntrailer\n<< /Root 98 0 R >>\n98 0 obj\n<< /Type /Catalog /Pages 99 0 R >>\nendobj\n%%EOF\n',
      'latin1',
    );
    expect(pdfPageCount(Buffer.concat([first, update]))).toBe(7);
  });

  it('is unknown for a file that is not a PDF', () => {
    expect(pdfPageCount(Buffer.from('<html>not a report</html>'))).toBeUndefined();
    expect(pdfPageCount(Buffer.from('%PDF-1.7\ntruncated'))).toBeUndefined();
  });
});
