/**
 * Colour arithmetic for contrast checks, on colours as browsers compute them (`rgb(26, 33, 29)`,
 * `rgba(0, 0, 0, 0.5)`), after WCAG 2.2's definitions of relative luminance and contrast ratio
 * (https://www.w3.org/TR/WCAG22/#dfn-contrast-ratio).
 */
export type Rgba = [number, number, number, number];

export function parseColour(colour: string): Rgba {
  const channels = /^rgba?\(([^)]+)\)$/.exec(colour)?.[1];
  const [r, g, b, a = 1] = (channels ?? '')
    .split(/[\s,/]+/)
    .filter(Boolean)
    .map(Number);
  if (r === undefined || g === undefined || b === undefined) throw new Error(`not an rgb() colour: ${colour}`);
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
  const linear = (value: number) => {
    const c = value / 255;
    return c <= 0.04045 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4;
  };
  return 0.2126 * linear(r) + 0.7152 * linear(g) + 0.0722 * linear(b);
}

/** The contrast ratio of a colour (alpha blended over `background`) against that background. */
export function contrast(colour: string, background: Rgba): number {
  const front = seenThrough([colour, `rgb(${background.slice(0, 3).join(', ')})`]);
  const [one, other] = [luminance(front), luminance(background)];
  const [lighter, darker] = [Math.max(one, other), Math.min(one, other)];
  return Math.round(((lighter + 0.05) / (darker + 0.05)) * 100) / 100;
}
