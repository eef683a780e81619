import type { ReactNode } from 'react';
import { ButtonRow } from './Button';
import { Section } from './Section';

/** The brand-coloured band that closes a page: a heading, a line of text, its buttons and a newsletter form. */
export function CallToAction({
  id = 'get-involved',
  title,
  text,
  signup,
  children,
}: {
  id?: string;
  title: string;
  text: string;
  /** A newsletter form (EmailSignup), below the buttons. */
  signup?: ReactNode;
  children?: ReactNode;
}) {
  return (
    <Section id={id} title={title} tone="brand" intro={<p>{text}</p>}>
      {children && <ButtonRow>{children}</ButtonRow>}
      {signup}
    </Section>
  );
}
