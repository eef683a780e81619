import type { ReactNode } from 'react';
import type { ArticleWords } from '../content/lib/articles/article-schema';
import type { ArticleIndex, Listed } from '../content/lib/articles/collection';
import { moreThanAYearBefore } from '../content/lib/time/build-date';
import { formatDate } from '../content/lib/time/dates';
import { fill } from '../content/lib/words/template';
import type { Crumb, Image } from '../content/lib/records/shapes';
import { ArticleBody } from './ArticleBody';
import { Breadcrumbs } from './Breadcrumbs';
import { Card } from './Card';
import { Grid } from './Grid';
import { Hero } from './Hero';
import { Section } from './Section';
import { href } from '../content/lib/words/href';

/** Another article of the same collection, as the page links it. */
export interface ArticleLink {
  title: string;
  href: string;
  date: string;
  summary: string;
}

/** The newer and older article beside one, and the two related to it. */
export interface ArticleLinks {
  newer?: ArticleLink;
  older?: ArticleLink;
  related: ArticleLink[];
}

/** The neighbours and related articles of one article, as links for its page. */
export function articleLinks<T extends Listed & { title: string; summary: string }>(
  index: ArticleIndex<T>,
  slug: string,
  hrefOf: (slug: string) => string,
): ArticleLinks {
  const link = (article: T): ArticleLink => ({
    title: article.title,
    href: hrefOf(article.slug),
    date: article.date,
    summary: article.summary,
  });
  const { newer, older } = index.neighbours(slug);
  return {
    newer: newer && link(newer),
    older: older && link(older),
    related: index.related(slug).map(link),
  };
}

/**
 * An article's page, the same for posts, updates and features: the trail, the headline with its summary and
 * picture, what the card showed in brief (`inBrief`), the full text, the neighbouring articles and two
 * related ones. Read more than a year after it was published, it says so before its text, since its "now",
 * its plans and its dates are those of its day.
 */
export function Article({
  crumbs,
  date,
  today,
  eyebrow,
  title,
  summary,
  image,
  byline,
  inBrief,
  body,
  lang,
  footer,
  newer,
  older,
  related,
  words,
}: {
  crumbs: Crumb[];
  /** The day it was published. */
  date: string;
  /** The day the site is built as of; none in the content editor's preview, which shows an article as written. */
  today?: string;
  eyebrow: ReactNode;
  title: string;
  summary: string;
  image: Image;
  /** Date, author, read time: under the summary. */
  byline: ReactNode;
  /** Key Highlights, Impact Achieved: before the text. */
  inBrief?: ReactNode;
  body: string;
  /** The body's language where it differs from the page's: `en` for an article not yet translated. */
  lang?: string;
  /** Tags, likes and comments: after the text. */
  footer?: ReactNode;
  newer?: ArticleLink;
  older?: ArticleLink;
  related: ArticleLink[];
  words: ArticleWords;
}) {
  return (
    <>
      <Hero title={title} lead={summary} image={image} eyebrow={eyebrow} trail={<Breadcrumbs crumbs={crumbs} />}>
        <div className="article__byline">{byline}</div>
      </Hero>

      <div className="article container container--narrow">
        {today && moreThanAYearBefore(date, today) && (
          <p className="article__age">{fill(words.overAYearOld, { date: formatDate(date) })}</p>
        )}
        {inBrief}
        <ArticleBody body={body} lang={lang} />
        {footer}
        {(newer || older) && (
          <nav className="article__neighbours" aria-label={`${words.newer}, ${words.older}`}>
            {newer && (
              <a className="article__neighbour" href={href(newer.href)} rel="prev">
                <span className="article__neighbour-label">{words.newer}</span> {newer.title}
              </a>
            )}
            {older && (
              <a className="article__neighbour article__neighbour--older" href={href(older.href)} rel="next">
                <span className="article__neighbour-label">{words.older}</span> {older.title}
              </a>
            )}
          </nav>
        )}
      </div>

      {related.length > 0 && (
        <Section id="related" title={words.related} tone="muted">
          <Grid columns={2}>
            {related.map((link) => (
              <Card
                key={link.href}
                title={link.title}
                href={href(link.href)}
                meta={<time dateTime={link.date}>{formatDate(link.date)}</time>}
              >
                <p>{link.summary}</p>
              </Card>
            ))}
          </Grid>
        </Section>
      )}
    </>
  );
}
