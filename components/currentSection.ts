import type { NavSection } from '../content/schemas/navigation';

/** A page belongs to a header section when its path is the section's index or below it. */
export function isCurrentSection(section: NavSection, path: string): boolean {
  return path.startsWith(section.href);
}
