import type { CmsConfig } from '@sveltia/cms';
import { Document, isScalar, visit } from 'yaml';
import { langs } from '../content/lib/words/language';
import { collections, type ContentModules } from './collections';
import { packageRepository, type Repository } from './repository';

/**
 * The configuration of Sveltia CMS (the editors' app at /admin/), made from the content modules, so that
 * what an editor can change and how is what the schemas say (cms/fields.ts) and nothing is configured
 * twice. `cmsConfigYaml` is the file for the build to write as /admin/config.yml; tests/unit/cms-config.test.ts checks
 * it against the JSON schema @sveltia/cms ships.
 */

export interface CmsConfigOptions {
  /** Where the CMS commits: package.json's `repository` unless given. */
  repository?: Repository;
}

/** The largest picture an editor may upload, in bytes: the CMS refuses a larger one when it is inserted. */
export const MAX_PICTURE_BYTES = 20_000_000;

/** The configuration for the content modules by name (`home` for content/home.ts). */
export function cmsConfig(
  modules: ContentModules,
  { repository = packageRepository() }: CmsConfigOptions = {},
): CmsConfig {
  const [defaultLocale] = langs;
  return {
    backend: { name: 'github', repo: repository.repo, branch: repository.branch },
    // Pictures are named from content/pictures/ with a leading slash (/home/hero.jpg): content/lib/records/shapes.ts.
    media_folder: 'content/pictures',
    public_folder: '/',
    media_libraries: {
      default: { config: { max_file_size: MAX_PICTURE_BYTES, slugify_filename: true } },
      stock_assets: false,
    },
    i18n: {
      structure: 'multiple_files',
      locales: [...langs],
      default_locale: defaultLocale,
      // content/home.yml and content/home.sw.yml; content/blogs/<slug>.md and <slug>.sw.md.
      omit_default_locale_from_file_path: true,
      // A new entry starts in English only: its translation is added when there is one (until then the
      // Kiswahili pages show the English, marked as English), rather than every word being required twice.
      initial_locales: 'default',
    },
    output: { omit_empty_optional_fields: true },
    // New articles' file names, from their titles: lower-case ASCII words joined by hyphens.
    slug: { encoding: 'ascii', clean_accents: true, lowercase: true, trim: true, sanitize_replacement: '-' },
    collections: collections(modules),
  };
}

/**
 * The configuration as the YAML file the CMS loads (/admin/config.yml). A field that holds no other fields
 * is written on one line, `{ name: title, label: Title, widget: string, … }`: in YAML's block style, the
 * indentation alone of the fields nested in lists was half the file.
 */
export function cmsConfigYaml(modules: ContentModules, options: CmsConfigOptions = {}): string {
  const header = '# Made by cms/config.ts from the schemas in content/: change those, not this file.\n';
  const document = new Document(cmsConfig(modules, options));
  visit(document, {
    Map(_, map) {
      const keys = map.items.map(({ key }) => (isScalar(key) ? key.value : undefined));
      if (keys.includes('widget') && !keys.some((key) => key === 'fields' || key === 'types' || key === 'field'))
        map.flow = true;
    },
  });
  return header + document.toString({ lineWidth: 0 });
}
