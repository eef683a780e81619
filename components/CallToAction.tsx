import type { ReactNode } from 'react';
import { ButtonRow } from './Button';
import { Section } from './Section';

/** The brand-coloured band that closes a page: a heading, a line of text and its buttons. */
export function CallToAction({ title, text, children }: { title: string; text: string; children: ReactNode }) {
  return (
    <Section id="get-involved" title={title} tone="brand" intro={<p>{text}</p>}>
      <ButtonRow>{children}</ButtonRow>
    </Section>
  );
}
