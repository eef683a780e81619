/**
 * Whether a change touches the content alone (scripts/content-only.ts says so to the publishing workflow):
 * a change to the records, articles and pictures an editor saves in the CMS is checked by `npm run
 * check:content` and published in minutes; any other change (code, styles, schemas, tests, the workflow
 * itself) by the whole suite.
 */

/**
 * A file the content editor saves: a record or its translation (`content/*.yml`), an article or its
 * translation (`content/<collection>/*.md`), a picture (`content/pictures/`). The schemas beside them
 * (`content/*.ts`), the loader (`content/lib/`) and the translators' glossary (`content/sw/`) are the
 * developers', and go through the whole suite.
 */
export function isEditorsFile(file: string): boolean {
  return (
    /^content\/[a-z0-9-]+(\.[a-z]{2})?\.yml$/.test(file) ||
    /^content\/(?!lib\/|sw\/|pictures\/)[a-z0-9-]+\/[a-z0-9-]+(\.[a-z]{2})?\.md$/.test(file) ||
    /^content\/pictures\/[^/]/.test(file)
  );
}

/** `content` when every changed file is one the editor saves (and there is at least one), else `code`. */
export function kindOfChange(files: string[] | undefined): 'content' | 'code' {
  return files && files.length > 0 && files.every(isEditorsFile) ? 'content' : 'code';
}
