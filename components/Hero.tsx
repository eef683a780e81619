import type { ReactNode } from 'react';
import type { Image } from '../content/lib/records/shapes';
import { Picture } from './Picture';

/** The top of a main page: its one h1, a one-line lead and at most two calls to action. */
export function Hero({
  title,
  lead,
  eyebrow,
  trail,
  image,
  children,
}: {
  title: string;
  lead: string;
  /** A short line above the title: the organisation's name, an article's category. */
  eyebrow?: ReactNode;
  /** The breadcrumb trail, above everything else. */
  trail?: ReactNode;
  image?: Image;
  /** The calls to action, usually a ButtonRow. */
  children?: ReactNode;
}) {
  return (
    <section className={image ? 'hero hero--with-image' : 'hero'}>
      <div className="hero__inner container">
        <div className="hero__text">
          {trail}
          {eyebrow && <div className="hero__eyebrow">{eyebrow}</div>}
          <h1 className="hero__title">{title}</h1>
          <p className="hero__lead">{lead}</p>
          {children}
        </div>
        {image && <Picture image={image} slot="hero" className="hero__image" priority />}
      </div>
    </section>
  );
}
