import type { ReactNode } from 'react';
import { ButtonRow } from './Button';
import { Section } from './Section';

/** The brand-coloured band that closes a page: a heading, a line of text and its buttons. */
export function CallToAction({
  id = 'get-involved',
  title,
  text,
  children,
}: {
  id?: string;
  title: string;
  text: string;
  children: ReactNode;
}) {
  return (
    <Section id={id} title={title} tone="brand" intro={<p>{text}</p>}>
      <ButtonRow>{children}</ButtonRow>
    </Section>
  );
}
