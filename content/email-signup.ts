import { z } from 'zod';
import { text } from './lib/shapes';

export const schema = z.object({
  label: text,
  placeholder: text,
  /**
   * Shown, and announced, when a visitor submits while the site record has no sign-up service
   * (`newsletter.action`): `{email}` becomes a link to the newsletter address with `subject` filled in.
   */
  pending: text.refine((s) => s.split('{email}').length === 2, 'must say {email} once'),
  subject: text,
  /** The button, where a page names it no other way. */
  button: text,
});
export type EmailSignupWords = z.infer<typeof schema>;

/** The words of the newsletter forms on the updates, reports, blog and competitions pages. */
const emailSignup: EmailSignupWords = {
  label: 'Email address',
  placeholder: 'Enter your email',
  pending:
    'Sign-up on the site opens soon, so nothing has been sent. To join the newsletter now, write to {email} and we will add you.',
  subject: 'Subscribe',
  button: 'Subscribe',
};

export default emailSignup;
