/**
 * Writes a small placeholder PDF for every report's download and preview link into public/reports/, so
 * no link on the Reports page points at a missing file. Each says plainly that it stands in for the real
 * document. Run `npx tsx scripts/draw-report-placeholders.ts` after adding or renaming a report.
 */
import { mkdir, writeFile } from 'node:fs/promises';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import reports from '../content/reports';
import site from '../content/site';

/** PDF's standard fonts know only Latin-1: curly quotes become straight, and ( ) \ are escaped. */
function pdfText(text: string): string {
  return text
    .replace(/[‘’]/g, "'")
    .replace(/[“”]/g, '"')
    .replace(/[–—]/g, '-')
    .replace(/[\\()]/g, (c) => `\\${c}`);
}

/** Splits text into lines of at most `width` characters, at spaces (PDF text does not wrap itself). */
export function wrap(text: string, width: number): string[] {
  const lines: string[] = [];
  let line = '';
  for (const word of text.split(' ')) {
    if (line && line.length + word.length + 1 > width) {
      lines.push(line);
      line = word;
    } else line = line ? `${line} ${word}` : word;
  }
  return line ? [...lines, line] : lines;
}

/** A one-page PDF (A4) with a few lines of Helvetica: the smallest honest stand-in for a document. */
export function placeholderPdf(lines: string[]): Buffer {
  const stream = ['BT', '/F1 16 Tf', '56 770 Td', '24 TL']
    .concat(lines.flatMap((line, i) => [i === 1 ? '/F1 12 Tf' : '', `(${pdfText(line)}) '`]).filter(Boolean))
    .concat('ET')
    .join('\n');
  const objects = [
    '<< /Type /Catalog /Pages 2 0 R >>',
    '<< /Type /Pages /Kids [3 0 R] /Count 1 >>',
    '<< /Type /Page /Parent 2 0 R /MediaBox [0 0 595 842] /Contents 4 0 R /Resources << /Font << /F1 5 0 R >> >> >>',
    `<< /Length ${Buffer.byteLength(stream, 'latin1')} >>\nstream\n${stream}\nendstream`,
    '<< /Type /Font /Subtype /Type1 /BaseFont /Helvetica >>',
  ];
  let body = '%PDF-1.4\n';
  const offsets: number[] = [];
  objects.forEach((object, i) => {
    offsets.push(Buffer.byteLength(body, 'latin1'));
    body += `${i + 1} 0 obj\n${object}\nendobj\n`;
  });
  const xref = Buffer.byteLength(body, 'latin1');
  body += `xref\n0 ${objects.length + 1}\n0000000000 65535 f \n`;
  body += offsets.map((offset) => `${String(offset).padStart(10, '0')} 00000 n \n`).join('');
  body += `trailer\n<< /Size ${objects.length + 1} /Root 1 0 R >>\nstartxref\n${xref}\n%%EOF\n`;
  return Buffer.from(body, 'latin1');
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  const publicDir = join(dirname(fileURLToPath(import.meta.url)), '../public');
  let count = 0;
  for (const report of reports.reports) {
    const documents = [
      { href: report.downloadUrl, what: `the full ${report.type.toLowerCase()} (${report.pages} pages)` },
      { href: report.previewUrl, what: 'a preview of its first pages' },
    ];
    for (const { href, what } of documents) {
      const file = join(publicDir, href);
      await mkdir(dirname(file), { recursive: true });
      await writeFile(
        file,
        placeholderPdf([
          `${site.name}: ${report.title}`,
          `This is a placeholder. It will be replaced by ${what},`,
          `published ${report.published}.`,
          ...wrap(report.summary, 90),
        ]),
      );
      count++;
    }
  }
  console.log(`Wrote ${count} placeholder reports in public/reports/`);
}
