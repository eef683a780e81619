import { z } from 'zod';
import { text } from './lib/records/shapes';
import { loadRecord } from './lib/records/records';
import { factWords } from './facts';

export const schema = z.object({
  label: text,
  placeholder: text,
  pending: text
    .refine((s) => s.split('{email}').length === 2, 'must say {email} once')
    .describe(
      'Shown, and announced, when a visitor submits while the site record has no sign-up service (`newsletter.action`): `{email}` becomes a link to the newsletter address with `subject` filled in.',
    ),
  subject: text,
  button: text.describe('The button, where a page names it no other way.'),
});
export type EmailSignupWords = z.infer<typeof schema>;

/** The words of the newsletter forms on the updates, reports, blog and competitions pages. */
const emailSignup = loadRecord<EmailSignupWords>('email-signup', schema, { facts: factWords });

export default emailSignup;
