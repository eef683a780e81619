import type { Image } from '../content/lib/shapes';
import { Card } from './Card';
import { CheckList } from './CheckList';
import { FactList, type Fact } from './FactList';

export interface DetailPart {
  title: string;
  /** A paragraph, or a list shown with ticks. */
  content: string | string[];
}

/**
 * A card for something with key facts and detail: a school programme (ages, duration), a youth pathway
 * (participants, duration) or a lab (location, capacity). Each part of the detail gets an h4.
 */
export function DetailCard({
  title,
  description,
  image,
  facts,
  parts,
}: {
  title: string;
  description: string;
  image?: Image;
  facts: Fact[];
  parts: DetailPart[];
}) {
  return (
    <Card title={title} image={image}>
      <p>{description}</p>
      <FactList facts={facts} />
      {parts.map((part) => (
        <div className="detail-card__part" key={part.title}>
          <h4 className="detail-card__part-title">{part.title}</h4>
          {typeof part.content === 'string' ? <p>{part.content}</p> : <CheckList items={part.content} />}
        </div>
      ))}
    </Card>
  );
}
