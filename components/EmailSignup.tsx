import { contactHref } from '../content/lib/articles/routes';
import type { Site } from '../content/site';
import { SubmitButton } from './Button';
import { EmailLink } from './EmailLink';
import { useWidget } from './PageParts';
import { useSite } from './SiteContext';
import { href } from '../content/lib/words/href';

/**
 * A newsletter form. With a sign-up service in the site record (`newsletter.action`) it posts the email
 * there, and the Content-Security-Policy lets forms post there only (hosting/headers.ts). Without one, it
 * sends nothing: client/email-signup.ts stops the submission and shows, in a live region, how to join by
 * email. Without script, submitting opens the contact page's newsletter section, which says the same; the
 * field has no name, so the address never leaves the browser, not even into a URL in our server's logs.
 */
export function EmailSignup({
  id,
  button,
  newsletter: service,
}: {
  id: string;
  /** The submit button's label, as the spec names it on each page; else the form's own word. */
  button?: string;
  /** Where the form sends the email; else the site record's newsletter. */
  newsletter?: Site['newsletter'];
}) {
  const { site, emailSignup: words } = useSite();
  const newsletter = service ?? site.newsletter;
  // A form that posts to a sign-up service needs no script: only the fallback to email has one.
  const widget = useWidget('email-signup', !newsletter.action);
  const fields = (
    <>
      <label className="email-signup__label" htmlFor={id}>
        {words.label}
      </label>
      <div className="email-signup__row">
        <input
          className="email-signup__input"
          type="email"
          id={id}
          name={newsletter.action ? (newsletter.emailField ?? 'email') : undefined}
          autoComplete="email"
          placeholder={words.placeholder}
        />
        <SubmitButton>{button ?? words.button}</SubmitButton>
      </div>
    </>
  );
  if (newsletter.action) {
    return (
      <form className="email-signup" method="post" action={newsletter.action}>
        {fields}
      </form>
    );
  }
  const [before, after] = words.pending.split('{email}');
  return (
    <form className="email-signup" method="get" action={href(contactHref('newsletter'))} {...widget}>
      {fields}
      <div className="email-signup__status" role="status" data-email-signup-status></div>
      <template data-email-signup-message>
        {before}
        <EmailLink email={newsletter.email} subject={words.subject} />
        {after}
      </template>
    </form>
  );
}
