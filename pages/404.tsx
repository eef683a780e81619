import { ButtonLink, ButtonRow } from '../components/Button';
import notFound from '../content/404';

export const meta = notFound.meta;

/** Logs the path the visitor tried, so a broken link can be traced from the browser console. */
export const inlineScript = 'console.error("404: no page at " + location.pathname);';

export default function NotFoundPage() {
  return (
    <section className="not-found">
      <div className="container container--narrow">
        <p className="not-found__code" aria-hidden="true">
          404
        </p>
        <h1 className="not-found__title">
          <span className="visually-hidden">404: </span>Oops! Page not found
        </h1>
        <p>The page you are looking for may have moved, or the link may be mistyped.</p>
        <ButtonRow>
          <ButtonLink href="/">Return to Home</ButtonLink>
        </ButtonRow>
      </div>
    </section>
  );
}
