/**
 * The page an entry of the content editor makes, rendered by the site's own components as the build renders
 * them (React's renderToStaticMarkup), from what the entry's form holds now: its record made as the loaders
 * make one (`{{facts}}` filled; in Kiswahili, the translation laid over the English, or the English marked
 * as such where there is none: content/lib/records/records.ts, articles.ts), inside the edition's site-wide records,
 * with each picture from the CMS's copy of it. cms/previews.ts hands the markup to the CMS's preview pane,
 * which has the site's stylesheet.
 *
 * Bundled once per edition by cms/admin-files.ts, each told its language as the site's bundles are
 * (SITE_EDITION, content/lib/words/edition.ts), so that its dates, links and marks of English are the edition's.
 */
import MarkdownIt from 'markdown-it';
import type { ReactNode } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import { articleLinks } from '../components/Article';
import { FeatureArticle } from '../components/FeatureArticle';
import { HomeSections } from '../components/HomeSections';
import { PicturesContext } from '../components/Picture';
import { PostArticle } from '../components/PostArticle';
import { SchoolProgrammes } from '../components/SchoolProgrammes';
import { SiteContext } from '../components/SiteContext';
import { UpdateArticle } from '../components/UpdateArticle';
import type { BlogPost } from '../content/blogs';
import type { Feature } from '../content/features';
import type { Home } from '../content/home';
import { indexArticles } from '../content/lib/articles/collection';
import { fillFactsIn } from '../content/lib/words/fill-facts';
import { LANG } from '../content/lib/words/language';
import { countWords, minutesToRead } from '../content/lib/articles/reading-time';
import { featureHref, postHref, updateHref } from '../content/lib/articles/routes';
import { markEnglish, overlay } from '../content/lib/words/translate';
import type { WordTree } from '../content/lib/words/words';
import type { School } from '../content/school';
import type { Update } from '../content/updates';
import type { PictureMetadata } from '../pictures/metadata';
import type { CollectionPreview, EditionPreview, ListedArticle } from './preview-data';
import { asSaved, type PreviewPage } from './preview-pages';

/** A picture as the CMS has it: its file's address in the editor's browser, and its size. */
export interface PreviewPicture {
  file: string;
  width: number;
  height: number;
}

export interface PreviewInput {
  page: PreviewPage;
  /** The entry's English, as its form holds it now (an article's text is its `body`). */
  english: Record<string, unknown>;
  /** Its Kiswahili, in the Kiswahili edition, when the entry has a translation. */
  translation?: Record<string, unknown>;
  /** An article's name (its file's), which its address is made of. */
  slug: string;
  /** Which of its values are words (/admin/words.json): what a translation may say. */
  words: WordTree | undefined;
  /** This edition's part of /admin/preview.json. */
  edition: EditionPreview;
  /** Each picture the entry names, by the name its record gives it. */
  pictures: ReadonlyMap<string, PreviewPicture>;
}

type Values = Record<string, unknown>;

/** Reads an article's text as the loader does (content/lib/articles/articles.ts), to count its words. */
const markdown = new MarkdownIt({ html: true });

/** The values as saved, with their `{{facts}}` filled; a name that is no fact stays as it is, as on the page. */
const filled = (values: Values | undefined, facts: Record<string, string>): Values =>
  fillFactsIn((asSaved(values) ?? {}) as Values, facts, () => {});

/** In this edition: the English, or in Kiswahili the translation laid over it, or with none, the English marked. */
function inEdition(english: Values, translation: Values | undefined, words: WordTree | undefined): Values {
  if (LANG === 'en') return english;
  if (!translation) return markEnglish(english, words);
  overlay(english, translation, words);
  return english;
}

/** A record's, as content/lib/records/records.ts reads one from its file and its translation. */
const recordOf = ({ english, translation, words, edition }: PreviewInput): Values =>
  inEdition(filled(english, edition.facts), translation && filled(translation, edition.facts), words);

/** An article's record, as content/lib/articles/articles.ts reads one from its file and its translation. */
function articleOf({ english, translation, slug, words, edition }: PreviewInput): Values {
  const { body: englishBody, ...frontMatter } = filled(english, edition.facts);
  const { body: ownBody, ...translated } = filled(translation, edition.facts);
  const data = inEdition(frontMatter, translation && translated, words);
  // A translation with no text yet shows the English text, marked as English.
  const own = LANG !== 'en' && typeof ownBody === 'string' ? ownBody : undefined;
  const body = own ?? (typeof englishBody === 'string' ? englishBody : '');
  const counted = countWords(markdown.parse(body, {}));
  return {
    ...data,
    slug,
    file: '',
    body,
    words: counted,
    minutes: minutesToRead(counted),
    problems: [],
    ...(LANG !== 'en' && own === undefined ? { lang: 'en' } : {}),
  };
}

/** The trail and the links to other articles of an article's page, with the article among its collection's. */
function aroundArticle(
  collection: CollectionPreview<unknown>,
  article: ListedArticle,
  hrefOf: (slug: string) => string,
) {
  const articles = [...collection.articles.filter(({ slug }) => slug !== article.slug), article];
  return {
    crumbs: [...collection.trail, { name: article.title, path: hrefOf(article.slug) }],
    links: articleLinks(indexArticles(articles), article.slug, hrefOf),
  };
}

function pageOf(input: PreviewInput): ReactNode {
  const { edition } = input;
  switch (input.page) {
    case 'home': {
      const home = recordOf(input) as unknown as Home;
      return <HomeSections home={home} {...edition.home} />;
    }
    case 'school':
      return <SchoolProgrammes school={recordOf(input) as unknown as School} {...edition.school} />;
    case 'post': {
      const post = articleOf(input) as unknown as BlogPost;
      return <PostArticle post={post} blogs={edition.post.words} {...aroundArticle(edition.post, post, postHref)} />;
    }
    case 'update': {
      const update = articleOf(input) as unknown as Update;
      return (
        <UpdateArticle
          update={update}
          updates={edition.update.words}
          {...aroundArticle(edition.update, update, updateHref)}
        />
      );
    }
    case 'feature': {
      const feature = articleOf(input) as unknown as Feature;
      return (
        <FeatureArticle
          feature={feature}
          features={edition.feature.words}
          {...aroundArticle(edition.feature, feature, featureHref)}
        />
      );
    }
  }
}

/** The page's main content, as markup. */
export function renderPreview(input: PreviewInput): string {
  const pictures = new Map<string, PictureMetadata>(
    [...input.pictures].map(([src, { file, width, height }]) => [src, { src, where: src, width, height, file }]),
  );
  return renderToStaticMarkup(
    <SiteContext value={input.edition.siteWide}>
      <PicturesContext value={pictures}>
        <main>{pageOf(input)}</main>
      </PicturesContext>
    </SiteContext>,
  );
}
