import type { ReactNode } from 'react';

/** A `mailto:` address with its subject filled in, so the message reaches the right person labelled. */
export function mailtoHref(email: string, subject: string): string {
  return `mailto:${email}?subject=${encodeURIComponent(subject)}`;
}

/** A link that opens the visitor's email with the address and subject filled in; it shows the address. */
export function EmailLink({ email, subject, children }: { email: string; subject: string; children?: ReactNode }) {
  return <a href={mailtoHref(email, subject)}>{children ?? email}</a>;
}
