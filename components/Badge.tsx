import { pickStable } from './pickStable';

/** The badge palette: tinted backgrounds with dark text, each pair at least 13:1. */
export const tones = ['green', 'orange', 'blue', 'purple', 'yellow'] as const;
export type BadgeTone = (typeof tones)[number];

/** The same label always gets the same tone, so a category looks the same on every page. */
export function toneFor(label: string): BadgeTone {
  return pickStable(label, tones);
}

export function Badge({ children, tone }: { children: string; tone?: BadgeTone }) {
  return <span className={`badge badge--${tone ?? toneFor(children)}`}>{children}</span>;
}
