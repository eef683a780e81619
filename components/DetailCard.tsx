import type { Image } from '../content/lib/records/shapes';
import { Card } from './Card';
import { CheckList } from './CheckList';
import { DescriptionList, type LabelledValue } from './DescriptionList';

export interface DetailPart {
  title: string;
  /** A paragraph, or a list shown with ticks. */
  content: string | string[];
}

/**
 * A card for something with its key details and parts: a school programme (ages, duration), a youth pathway
 * (participants, duration) or a lab (location, capacity). Each part of the detail gets an h4.
 */
export function DetailCard({
  title,
  description,
  image,
  details,
  parts,
}: {
  title: string;
  description: string;
  image?: Image;
  details: LabelledValue[];
  parts: DetailPart[];
}) {
  return (
    <Card title={title} image={image}>
      <p>{description}</p>
      <DescriptionList items={details} />
      {parts.map((part) => (
        <div className="detail-card__part" key={part.title}>
          <h4 className="detail-card__part-title">{part.title}</h4>
          {typeof part.content === 'string' ? <p>{part.content}</p> : <CheckList items={part.content} />}
        </div>
      ))}
    </Card>
  );
}
