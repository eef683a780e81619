import type { Testimonial as TestimonialRecord } from '../content/lib/records/people';
import { titledName } from '../content/lib/records/site-record';
import { useSite } from './SiteContext';

/** A quotation with who said it: their name, their role and, for an adult, their school. */
export function Testimonial({ quote, honorific, author, role, school }: TestimonialRecord) {
  const { site } = useSite();
  return (
    <figure className="testimonial">
      <blockquote className="testimonial__quote">
        <p>{quote}</p>
      </blockquote>
      <figcaption className="testimonial__author">
        <strong>{titledName(site, author, honorific)}</strong>{' '}
        <span className="testimonial__role">{school ? `${role}, ${school}` : role}</span>
      </figcaption>
    </figure>
  );
}
