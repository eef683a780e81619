import { z } from 'zod';

/** Building blocks shared by the content schemas, so every record is checked the same way. */
export const text = z.string().trim().min(1, 'must not be empty');
export const textList = z.array(text).min(1, 'must list at least one item');
/** A root-relative path to a page or file in the site, in the trailing-slash form for pages. */
export const internalHref = z
  .string()
  .regex(
    /^\/([a-z0-9-]+\/)*([a-z0-9-]+\.[a-z0-9]+)?(#[a-z0-9-]+)?$/,
    'must be a path like /about/team/ or /images/photo.svg',
  );
/** A placeholder image: a local file the organisation will replace, with honest alt text. */
export const image = z.object({
  src: internalHref,
  alt: text,
  width: z.number().int().positive(),
  height: z.number().int().positive(),
});
export type Image = z.infer<typeof image>;
