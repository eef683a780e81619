/**
 * What the content editor's preview needs besides the entry it shows, written by the build as
 * /admin/preview.json (stages/admin.ts): the form of each entry it previews as its page (to name the fields
 * a page waits for), and, in each edition, the records that page shows around the entry: the site-wide
 * records, the figures `{{facts}}` stand for, the programmes each programme area's page lists (which the
 * home page's cards show), a collection's words and its other articles (for the links to the newer, older
 * and related ones), and the breadcrumb trail above an article. Made in each edition's
 * site bundle (stages/site-bundle.ts), from its records.
 */
import type { Field } from '@sveltia/cms';
import type { ComponentProps } from 'react';
import type { FeatureArticle } from '../components/FeatureArticle';
import type { HomeSections } from '../components/HomeSections';
import type { PostArticle } from '../components/PostArticle';
import type { SchoolProgrammes } from '../components/SchoolProgrammes';
import type { UpdateArticle } from '../components/UpdateArticle';
import blogs from '../content/blogs';
import { factWords, figuresAsOf } from '../content/facts';
import features from '../content/features';
import history, { nextGoal } from '../content/history';
import { TODAY } from '../content/lib/time/today';
import type { Lang } from '../content/lib/words/language';
import type { Listed } from '../content/lib/articles/collection';
import { BLOG_PATH, FEATURES_PATH, UPDATES_PATH } from '../content/lib/articles/routes';
import type { Crumb } from '../content/lib/records/shapes';
import { siteWide, type SiteWide } from '../content/lib/records/site-wide';
import { programmeLists } from '../content/programs';
import { schoolGuide } from '../content/school';
import updates from '../content/updates';
import { collections, type ContentModules } from './collections';
import { PREVIEW_NAMES, PREVIEW_PAGES, type FormField, type PreviewEntry } from './preview-pages';

/** Another article of the collection, as the links to it read it (components/Article.tsx, `articleLinks`). */
export type ListedArticle = Listed & { title: string; summary: string };

/** What an article's page shows around the article: its collection's words, other articles and trail. */
export interface CollectionPreview<Words> {
  words: Words;
  articles: ListedArticle[];
  /** The trail down to the collection's page; the article's own title ends it. */
  trail: Crumb[];
}

/** What the previewed pages show of an edition's records besides the entry. */
export interface EditionPreview {
  siteWide: SiteWide;
  /** What each `{{fact}}` stands for (content/facts.ts). */
  facts: Record<string, string>;
  post: CollectionPreview<ComponentProps<typeof PostArticle>['blogs']>;
  update: CollectionPreview<ComponentProps<typeof UpdateArticle>['updates']>;
  feature: CollectionPreview<ComponentProps<typeof FeatureArticle>['features']>;
  /**
   * The lists of programmes the home page's cards show, and the nearest goals ahead on the day of the build,
   * which the home page's call asks help to reach.
   */
  home: Pick<ComponentProps<typeof HomeSections>, 'programmeLists' | 'goal' | 'figuresAsOf'>;
  school: Omit<ComponentProps<typeof SchoolProgrammes>, 'school'>;
}

/** /admin/preview.json. */
export interface PreviewData {
  /** The form of each entry the preview shows, by its name in words.json. */
  forms: Record<PreviewEntry, FormField[]> & Record<string, FormField[] | undefined>;
  editions: Record<Lang, EditionPreview>;
}

const listed = (articles: readonly ListedArticle[]): ListedArticle[] =>
  articles.map(({ slug, title, summary, date, category, tags }) => ({ slug, title, summary, date, category, tags }));

/** This edition's part of preview.json; `trailOf` gives the breadcrumb trail of a page of the edition. */
export function editionPreview(trailOf: (path: string) => Crumb[]): EditionPreview {
  return {
    siteWide,
    facts: factWords,
    post: {
      words: { categories: blogs.categories, article: blogs.article, listing: blogs.listing },
      articles: listed(blogs.posts),
      trail: trailOf(BLOG_PATH),
    },
    update: {
      words: { categories: updates.categories, article: updates.article, highlightsTitle: updates.highlightsTitle },
      articles: listed(updates.updates),
      trail: trailOf(UPDATES_PATH),
    },
    feature: {
      words: {
        categories: features.categories,
        article: features.article,
        impactTitle: features.impactTitle,
        subjectLine: features.subjectLine,
      },
      articles: listed(features.stories),
      trail: trailOf(FEATURES_PATH),
    },
    home: { programmeLists, goal: nextGoal(history.goals, TODAY), figuresAsOf: figuresAsOf(TODAY) },
    school: { guideSize: schoolGuide.size },
  };
}

/** A field of the CMS's configuration as the preview reads it (cms/fields.ts writes them). */
function formField(field: Field): FormField | undefined {
  const { name, label, widget, required, min, fields } = field as Field & {
    widget?: string;
    required?: boolean | string[];
    min?: number;
    fields?: Field[];
  };
  if (widget === 'hidden') return undefined;
  return {
    name,
    label: label ?? name,
    required: required === true || (Array.isArray(required) && required.includes('en')),
    ...(min ? { min } : {}),
    ...(fields ? { fields: formFields(fields) } : {}),
    ...(widget === 'list' ? { list: true as const } : {}),
  };
}

const formFields = (fields: Field[]): FormField[] =>
  fields.map(formField).filter((field): field is FormField => field !== undefined);

/**
 * The form of each entry the preview shows (cms/preview-pages.ts), from the CMS's configuration
 * (cms/collections.ts), by its name in words.json: of those it shows as their page, and of those that share
 * their names and which it lists field by field.
 */
export function previewForms(modules: ContentModules): PreviewData['forms'] {
  const forms: Record<string, FormField[]> = {};
  for (const collection of collections(modules)) {
    if ('files' in collection) {
      for (const file of collection.files)
        if (PREVIEW_NAMES.includes(file.name)) forms[`${collection.name}/${file.name}`] = formFields(file.fields);
    } else if (PREVIEW_NAMES.includes(collection.name)) forms[collection.name] = formFields(collection.fields);
  }
  const missing = Object.keys(PREVIEW_PAGES).filter((name) => !(name in forms));
  if (missing.length > 0)
    throw new Error(`cms/preview-pages.ts: the CMS previews ${missing.join(', ')}, which it does not edit`);
  return forms as PreviewData['forms'];
}
