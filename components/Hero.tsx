import type { ReactNode } from 'react';
import type { Image } from '../content/lib/shapes';
import { Img } from './Img';

/** The top of a main page: its one h1, a one-line lead and at most two calls to action. */
export function Hero({
  title,
  lead,
  eyebrow,
  image,
  children,
}: {
  title: string;
  lead: string;
  eyebrow?: string;
  image?: Image;
  /** The calls to action, usually a ButtonRow. */
  children?: ReactNode;
}) {
  return (
    <section className={image ? 'hero hero--with-image' : 'hero'}>
      <div className="hero__inner container">
        <div className="hero__text">
          {eyebrow && <p className="hero__eyebrow">{eyebrow}</p>}
          <h1 className="hero__title">{title}</h1>
          <p className="hero__lead">{lead}</p>
          {children}
        </div>
        {image && <Img image={image} className="hero__image" priority />}
      </div>
    </section>
  );
}
