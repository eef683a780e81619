import { describeIssue } from './validate';

/** A record that names a picture in content/pictures/, and where it is, as content errors say it. */
export interface PictureUse {
  src: string;
  where: string;
}

const isPicture = (value: object): value is { src: string } =>
  'src' in value && typeof value.src === 'string' && ('alt' in value || 'decorative' in value);

/**
 * Every picture a content file's record names (an image record: `src` with `alt` or `decorative`), found
 * wherever it sits, so a new record with a picture needs no list to edit: the build reads each of them
 * before the pages render (pictures/catalogue.ts).
 */
export function pictureUses(file: string, record: unknown): PictureUse[] {
  const uses: PictureUse[] = [];
  const visit = (value: unknown, path: (string | number)[]) => {
    if (typeof value !== 'object' || value === null) return;
    if (!Array.isArray(value) && isPicture(value)) {
      // Named as a problem with the record itself would be (`content/home.ts: hero.image`), once a message
      // asks: finding the line reads the file's YAML again (./source-lines.ts), for every picture of the site.
      let where: string | undefined;
      uses.push({
        src: value.src,
        get where() {
          return (where ??= describeIssue(file, record, { path, message: '' }).trimEnd());
        },
      });
      return;
    }
    for (const [key, child] of Object.entries(value)) visit(child, [...path, Array.isArray(value) ? Number(key) : key]);
  };
  visit(record, []);
  return uses;
}
