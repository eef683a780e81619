import { Card } from './Card';
import { Grid } from './Grid';
import { href } from '../content/lib/words/href';

export interface TextCardItem {
  title: string;
  description: string;
  /** When set, the whole card links here. */
  href?: string;
}

/** A grid of plain cards, a heading and a paragraph each: principles, governance areas, pages of a section. */
export function TextCards({ cards, columns = 3 }: { cards: TextCardItem[]; columns?: 2 | 3 | 4 }) {
  return (
    <Grid columns={columns}>
      {cards.map((card) => (
        <Card key={card.title} title={card.title} href={card.href && href(card.href)}>
          <p>{card.description}</p>
        </Card>
      ))}
    </Grid>
  );
}
