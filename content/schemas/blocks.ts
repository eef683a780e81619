import { z } from 'zod';
import { internalHref, text, textList } from './common';

/** Small shapes that several About and Programs content files share. */

/** A titled paragraph: a principle, a governance area, a culture card. */
export const textCard = z.object({ title: text, description: text });
export type TextCard = z.infer<typeof textCard>;

/** A headline figure shown large with a short label: `2,500+` students reached. */
export const stat = z.object({ value: text, label: text });

/** A card that leads to another page of the site. */
export const linkCard = z.object({ title: text, description: text, href: internalHref });

/** A card that leads to another page and lists what is there. */
export const featureCard = linkCard.extend({ features: textList });

/** A person on the site: a team member or a board member adds where they are or whom they represent. */
export const person = z.object({ name: text, title: text, bio: text, expertise: textList });
