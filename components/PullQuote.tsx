/** A quotation inside a card or an article: lighter than a Testimonial, which stands on its own. */
export function PullQuote({ quote }: { quote: string }) {
  return (
    <blockquote className="pull-quote">
      <p>{quote}</p>
    </blockquote>
  );
}
