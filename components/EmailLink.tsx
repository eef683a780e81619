import { withoutEnglishMarks } from '../content/lib/words/translate';
import type { ReactNode } from 'react';

/**
 * A `mailto:` address with its subject filled in, so the message reaches the right person labelled. A
 * subject shown in English for want of a translation loses its marks here: encoded, they would pass for
 * letters of the subject (components/jsx/english-marks.ts drops them from attributes, not from this).
 */
export function mailtoHref(email: string, subject: string): string {
  return `mailto:${email}?subject=${encodeURIComponent(withoutEnglishMarks(subject))}`;
}

/** A link that opens the visitor's email with the address and subject filled in; it shows the address. */
export function EmailLink({ email, subject, children }: { email: string; subject: string; children?: ReactNode }) {
  return <a href={mailtoHref(email, subject)}>{children ?? email}</a>;
}
