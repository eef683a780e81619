/** A quotation with who said it. */
export function Testimonial({ quote, author, role }: { quote: string; author: string; role?: string }) {
  return (
    <figure className="testimonial">
      <blockquote className="testimonial__quote">
        <p>{quote}</p>
      </blockquote>
      <figcaption className="testimonial__author">
        <strong>{author}</strong>
        {role && <span className="testimonial__role">{role}</span>}
      </figcaption>
    </figure>
  );
}
