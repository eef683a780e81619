/**
 * Colour arithmetic for contrast checks, on colours as browsers compute them (`rgb(26, 33, 29)`,
 * `rgba(0, 0, 0, 0.5)`), after WCAG 2.2's definitions of relative luminance and contrast ratio
 * (https://www.w3.org/TR/WCAG22/#dfn-contrast-ratio).
 */
export type Rgba = [number, number, number, number];

export function parseColour(colour: string): Rgba {
  const match = colour.match(/^rgba?\(([^)]+)\)$/);
  if (!match) throw new Error(`not an rgb() colour: ${colour}`);
  const [r, g, b, a = 1] = match[1]
    .split(/[\s,/]+/)
    .filter(Boolean)
    .map(Number);
  return [r, g, b, a];
}

/**
 * The colour seen through a stack of backgrounds, listed from the nearest (the element's own) to the
 * farthest; under them all, the page's white.
 */
export function seenThrough(layers: string[]): Rgba {
  let seen: Rgba = [255, 255, 255, 1];
  for (const layer of [...layers].reverse()) {
    const [r, g, b, a] = parseColour(layer);
    seen = [r * a + seen[0] * (1 - a), g * a + seen[1] * (1 - a), b * a + seen[2] * (1 - a), 1];
  }
  return seen;
}

function luminance([r, g, b]: Rgba): number {
  const [lr, lg, lb] = [r, g, b].map((value) => {
    const c = value / 255;
    return c <= 0.04045 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4;
  });
  return 0.2126 * lr + 0.7152 * lg + 0.0722 * lb;
}

/** The contrast ratio of a colour (alpha blended over `background`) against that background. */
export function contrast(colour: string, background: Rgba): number {
  const front = seenThrough([colour, `rgb(${background.slice(0, 3).join(', ')})`]);
  const [lighter, darker] = [luminance(front), luminance(background)].sort((a, b) => b - a);
  return Math.round(((lighter + 0.05) / (darker + 0.05)) * 100) / 100;
}
