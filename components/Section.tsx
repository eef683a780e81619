import type { ReactNode } from 'react';

export type SectionTone = 'plain' | 'muted' | 'brand';

/** A band of the page with an h2 and optional intro; bands alternate tones down the page. */
export function Section({
  id,
  title,
  intro,
  tone = 'plain',
  narrow = false,
  children,
}: {
  /** Used for the heading's id, which names the section for assistive technology. */
  id: string;
  title: string;
  intro?: ReactNode;
  tone?: SectionTone;
  /** Keep text sections to a readable line length. */
  narrow?: boolean;
  children?: ReactNode;
}) {
  const headingId = `${id}-heading`;
  return (
    <section className={`section section--${tone}`} aria-labelledby={headingId} id={id}>
      <div className={narrow ? 'container container--narrow' : 'container'}>
        <h2 className="section__title" id={headingId}>
          {title}
        </h2>
        {intro && <div className="section__intro">{intro}</div>}
        {children}
      </div>
    </section>
  );
}
