/**
 * What a PDF needs to set text in Helvetica, one of the fonts every PDF reader has (so no font file is
 * embedded): each character's byte in WinAnsiEncoding, and its width, from Adobe's font metrics (the AFM
 * files of the standard 14 fonts), in thousandths of the font size.
 * https://opensource.adobe.com/dc-acrobat-sdk-docs/pdfstandards/PDF32000_2008.pdf (Annex D.2, D.3)
 */

/** Widths of the bytes 32 to 255 in WinAnsiEncoding (0 where the encoding has no character). */
const REGULAR = [
  278, 278, 355, 556, 556, 889, 667, 191, 333, 333, 389, 584, 278, 333, 278, 278, 556, 556, 556, 556, 556, 556, 556,
  556, 556, 556, 278, 278, 584, 584, 584, 556, 1015, 667, 667, 722, 722, 667, 611, 778, 722, 278, 500, 667, 556, 833,
  722, 778, 667, 778, 722, 667, 611, 722, 667, 944, 667, 667, 611, 278, 278, 278, 469, 556, 333, 556, 556, 500, 556,
  556, 278, 556, 556, 222, 222, 500, 222, 833, 556, 556, 556, 556, 333, 500, 278, 556, 500, 722, 500, 500, 500, 334,
  260, 334, 584, 0, 556, 0, 222, 556, 333, 1000, 556, 556, 333, 1000, 667, 333, 1000, 0, 611, 0, 0, 222, 222, 333, 333,
  350, 556, 1000, 333, 1000, 500, 333, 944, 0, 500, 667, 278, 333, 556, 556, 556, 556, 260, 556, 333, 737, 370, 556,
  584, 333, 737, 333, 400, 584, 333, 333, 333, 556, 537, 278, 333, 333, 365, 556, 834, 834, 834, 611, 667, 667, 667,
  667, 667, 667, 1000, 722, 667, 667, 667, 667, 278, 278, 278, 278, 722, 722, 778, 778, 778, 778, 778, 584, 778, 722,
  722, 722, 722, 667, 667, 611, 556, 556, 556, 556, 556, 556, 889, 500, 556, 556, 556, 556, 278, 278, 278, 278, 556,
  556, 556, 556, 556, 556, 556, 584, 611, 556, 556, 556, 556, 500, 556, 500,
];
const BOLD = [
  278, 333, 474, 556, 556, 889, 722, 238, 333, 333, 389, 584, 278, 333, 278, 278, 556, 556, 556, 556, 556, 556, 556,
  556, 556, 556, 333, 333, 584, 584, 584, 611, 975, 722, 722, 722, 722, 667, 611, 778, 722, 278, 556, 722, 611, 833,
  722, 778, 667, 778, 722, 667, 611, 722, 667, 944, 667, 667, 611, 333, 278, 333, 584, 556, 333, 556, 611, 556, 611,
  556, 333, 611, 611, 278, 278, 556, 278, 889, 611, 611, 611, 611, 389, 556, 333, 611, 556, 778, 556, 556, 500, 389,
  280, 389, 584, 0, 556, 0, 278, 556, 500, 1000, 556, 556, 333, 1000, 667, 333, 1000, 0, 611, 0, 0, 278, 278, 500, 500,
  350, 556, 1000, 333, 1000, 556, 333, 944, 0, 500, 667, 278, 333, 556, 556, 556, 556, 280, 556, 333, 737, 370, 556,
  584, 333, 737, 333, 400, 584, 333, 333, 333, 611, 556, 278, 333, 333, 365, 556, 834, 834, 834, 611, 722, 722, 722,
  722, 722, 722, 1000, 722, 667, 667, 667, 667, 278, 278, 278, 278, 722, 722, 778, 778, 778, 778, 778, 584, 778, 722,
  722, 722, 722, 667, 667, 611, 556, 556, 556, 556, 556, 556, 889, 556, 556, 556, 556, 556, 278, 278, 278, 278, 611,
  611, 611, 611, 611, 611, 611, 584, 611, 611, 611, 611, 611, 556, 611, 556,
];

export type Weight = 'regular' | 'bold';

/** The characters of WinAnsiEncoding's bytes 128 to 159 that are not Latin-1's. */
const WIN_ANSI_EXTRA: Record<string, number> = {
  '€': 0x80,
  '‚': 0x82,
  ƒ: 0x83,
  '„': 0x84,
  '…': 0x85,
  '†': 0x86,
  '‡': 0x87,
  ˆ: 0x88,
  '‰': 0x89,
  Š: 0x8a,
  '‹': 0x8b,
  Œ: 0x8c,
  Ž: 0x8e,
  '‘': 0x91,
  '’': 0x92,
  '“': 0x93,
  '”': 0x94,
  '•': 0x95,
  '–': 0x96,
  '—': 0x97,
  '˜': 0x98,
  '™': 0x99,
  š: 0x9a,
  '›': 0x9b,
  œ: 0x9c,
  ž: 0x9e,
  Ÿ: 0x9f,
};

/** Characters that stand for another: spaces and hyphens that only say where a line may not break. */
const SAME_AS: Record<string, string> = { '\u202f': ' ', '\u2009': ' ', '\u2011': '-', '\u2010': '-' };

/**
 * A text as WinAnsiEncoding bytes. A soft hyphen is dropped (lines are broken at spaces); a character the
 * encoding lacks is an error that quotes the text, since a PDF reader would show it as something else.
 */
export function winAnsi(text: string): number[] {
  const bytes: number[] = [];
  for (const char of text.replace(/\u00ad/g, '')) {
    const c = SAME_AS[char] ?? char;
    const code = c.codePointAt(0) ?? 0;
    const byte = WIN_ANSI_EXTRA[c] ?? ((code >= 32 && code < 127) || (code >= 160 && code <= 255) ? code : undefined);
    if (byte === undefined)
      throw new Error(
        `"${char}" (U+${code.toString(16).toUpperCase().padStart(4, '0')}) cannot be set in Helvetica, in "${text}"`,
      );
    bytes.push(byte);
  }
  return bytes;
}

/** How wide a text is set in Helvetica at `size` points. */
export function textWidth(text: string, weight: Weight, size: number): number {
  const widths = weight === 'bold' ? BOLD : REGULAR;
  return (winAnsi(text).reduce((sum, byte) => sum + (widths[byte - 32] ?? 0), 0) * size) / 1000;
}
