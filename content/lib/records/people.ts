import { z } from 'zod';
import { text, textList } from './shapes';

/**
 * The people a record names, each shape defined once: a team or board member, a testimonial's author, a
 * child (by first name only), and the titles before a name.
 */

/** The titles a person's name may carry: each edition's site record says how it writes each (Dkt. for Dr.). */
export const honorifics = ['Dr.', 'Prof.', 'Mr.', 'Mrs.', 'Ms.'] as const;
export type Honorific = (typeof honorifics)[number];
type Undotted<T extends string> = T extends `${infer Letters}.` ? Letters : T;
export type HonorificKey = Undotted<Honorific>;
/**
 * A title's name in the site record, which says how each edition writes it: the title without its dot (`Dr`
 * for Dr.), since the content editor reads a dot in a name as a step into a field, and cannot keep one
 * (decisions.md: a shape that cannot round-trip through the CMS is reshaped).
 */
export const honorificKey = (title: Honorific) => title.replace(/\.$/, '') as HonorificKey;
export const honorificKeys = honorifics.map(honorificKey) as [HonorificKey, ...HonorificKey[]];
export const honorific = z
  .enum(honorifics)
  .optional()
  .describe('A title before the name: Dr., Prof., Mr., Mrs. or Ms.');
const HONORIFIC_START = new RegExp(`^(${honorifics.map((h) => h.replace('.', '\\.')).join('|')})\\s`);

/**
 * A person's or a place's name: the same in every edition, so a translation leaves it out. A person's title
 * goes in `honorific`, which each edition writes its own way.
 */
export const properName = text
  .refine((name) => !HONORIFIC_START.test(name), 'must not begin with a title such as Dr.: put it in honorific')
  .meta({ translate: false, description: "A person's or a place's name, the same in both editions." });

/** A person on the site: a team member adds where they are, a board member whom they represent. */
export const person = z.object({ honorific, name: properName, title: text, bio: text, expertise: textList });

/**
 * How a child is named. The privacy policy promises that a minor appears by first name only, or first name
 * and an initial ("Wanjiru" or "Wanjiru K."), and never with their school.
 */
export const minorName = z
  .string()
  .regex(
    /^\p{Lu}[\p{L}’'-]+( \p{Lu}\.)?$/u,
    'must be a first name alone or with an initial, like Wanjiru K. (a minor is never named in full)',
  );

/** Adds to a refinement what `minorName` finds wrong with `name`, at the field `field`. */
export function checkMinorName(name: string, field: string, ctx: z.RefinementCtx): void {
  const parsed = minorName.safeParse(name);
  for (const issue of parsed.error?.issues ?? [])
    ctx.addIssue({ code: 'custom', path: [field], message: issue.message });
}

/**
 * A quotation with who said it: their role and, for an adult, their school. `minor: true` marks a child,
 * who is named by first name (and initial) only and never with their school.
 */
export const testimonial = z
  .object({
    quote: text,
    honorific,
    author: properName,
    role: text,
    school: text
      .optional()
      .describe(
        'Their school as each edition names it: Mwangaza Primary School, in Kiswahili Shule ya Msingi ya Mwangaza.',
      ),
    minor: z.boolean().optional(),
  })
  .superRefine((t, ctx) => {
    if (!t.minor) return;
    checkMinorName(t.author, 'author', ctx);
    if (t.school !== undefined)
      ctx.addIssue({
        code: 'custom',
        path: ['school'],
        message: 'must be left out for a minor, who is never named with their school',
      });
  });
export type Testimonial = z.infer<typeof testimonial>;
