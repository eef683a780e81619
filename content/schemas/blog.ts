import { z } from 'zod';
import { image, text, textList } from './common';
import { usesEach } from './rules';

/** The blog's filter categories, in the order of the filter row (after All). */
export const blogCategories = [
  'Girls in STEM',
  'Education',
  'Youth Entrepreneurship',
  'Innovation',
  'Community Engagement',
  'Technology Access',
] as const;

export const blogPostSchema = z.object({
  id: z.string().regex(/^[a-z0-9-]+$/, 'must be a slug'),
  title: text,
  author: text,
  role: text,
  date: z.string().regex(/^[A-Z][a-z]+ \d{1,2}, \d{4}$/, 'must be like March 12, 2025'),
  category: z.enum(blogCategories),
  readTime: z.string().regex(/^\d{1,2} min read$/, 'must be like 5 min read'),
  summary: text,
  excerpt: text,
  image,
  tags: textList,
  likes: z.number().int().nonnegative(),
  comments: z.number().int().nonnegative(),
});

export const blogSchema = z
  .array(blogPostSchema)
  .length(6)
  .refine(...usesEach(blogCategories, (post: BlogPost) => post.category, { once: true }));
export type BlogPost = z.infer<typeof blogPostSchema>;
