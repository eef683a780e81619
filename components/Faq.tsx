import type { FaqItem } from '../content/lib/records/shapes';

/**
 * Questions and answers as native disclosure widgets: each answer opens and closes with the keyboard and
 * with JavaScript off, and stays findable with the browser's find-in-page. The plus (a minus when open) is
 * drawn in a part hidden from assistive technology, so it is not read as part of the question.
 */
export function Faq({ items }: { items: FaqItem[] }) {
  return (
    <div className="faq">
      {items.map(({ question, answer }) => (
        <details className="faq__item" key={question}>
          <summary className="faq__question">
            {question}
            <span className="faq__marker" aria-hidden="true" />
          </summary>
          <p className="faq__answer">{answer}</p>
        </details>
      ))}
    </div>
  );
}
