import type { ReactNode } from 'react';

export type ButtonVariant = 'primary' | 'secondary' | 'cta' | 'light';

function classes(variant: ButtonVariant) {
  return `button button--${variant}`;
}

/** A link styled as a button: it goes somewhere. */
export function ButtonLink({
  href,
  variant = 'primary',
  download = false,
  hrefLang,
  hiddenText,
  children,
}: {
  href: string;
  variant?: ButtonVariant;
  /** Ask the browser to save the file rather than open it. */
  download?: boolean;
  /** The language of what it links to, where it differs from the page's (an English-only document). */
  hrefLang?: string;
  /**
   * Words read after the visible text by screen readers only, for when several links share that text: "Read
   * More" + " about: {title}", as GOV.UK writes it. Unlike an aria-label, they are the link's text to search
   * engines too, and the name a voice user says still starts with what is on screen.
   */
  hiddenText?: string;
  children: ReactNode;
}) {
  return (
    <a className={classes(variant)} href={href} hrefLang={hrefLang} download={download || undefined}>
      {children}
      {hiddenText && (
        <>
          {' '}
          <span className="visually-hidden">{hiddenText}</span>
        </>
      )}
    </a>
  );
}

/** A form's submit button, styled like the site's other buttons. */
export function SubmitButton({ variant = 'cta', children }: { variant?: ButtonVariant; children: ReactNode }) {
  return (
    <button type="submit" className={classes(variant)}>
      {children}
    </button>
  );
}

/** A row of calls to action that wraps on small screens. */
export function ButtonRow({ children, align = 'start' }: { children: ReactNode; align?: 'start' | 'center' }) {
  return <div className={`button-row button-row--${align}`}>{children}</div>;
}
