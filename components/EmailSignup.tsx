import { ActionButton } from './Button';

/**
 * A newsletter email field with a Subscribe button that sends nothing (the spec shows no submission).
 * Deliberately not a <form>: pressing Enter in the field then submits nothing and changes no URL.
 */
export function EmailSignup({ id, label = 'Email address' }: { id: string; label?: string }) {
  return (
    <div className="email-signup">
      <label className="email-signup__label" htmlFor={id}>
        {label}
      </label>
      <div className="email-signup__row">
        <input
          className="email-signup__input"
          type="email"
          id={id}
          autoComplete="email"
          placeholder="Enter your email"
        />
        <ActionButton variant="cta">Subscribe</ActionButton>
      </div>
    </div>
  );
}
