import { ButtonLink, ButtonRow } from '../components/Button';
import notFound from '../content/404';
import { href } from '../content/lib/words/href';

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
          <span className="visually-hidden">{notFound.words.code} </span>
          {notFound.words.title}
        </h1>
        <p>{notFound.words.lead}</p>
        <ButtonRow>
          <ButtonLink href={href('/')}>{notFound.words.returnToHome}</ButtonLink>
        </ButtonRow>
      </div>
    </section>
  );
}
