/**
 * The live content as an editor grows it: a copy of content/ with what a busy few months add. Posts, until
 * the blog's listing runs to a page that holds one post and a category to a second page, some of them
 * translated and some not yet; photos in the gallery until it holds thirty, twice the spec's, each its own
 * picture; an event; and a figure changed. `npm test` builds
 * this copy, not content/ as it is today, for every check of the published site (its pages, links, hosts,
 * browsers and accessibility): a check that passes here passes whatever an editor adds, and one that
 * counted today's posts fails here. The copy is made from content/ as it is on the day, so the checks
 * follow the editor's own changes too.
 *
 *   tsx tests/support/enlarged-content.ts [<folder>]   (default .enlarged-content/)
 */
import { cp, readdir, readFile, rm, writeFile } from 'node:fs/promises';
import { join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { isMap, isSeq, parse, parseDocument, type Document, type YAMLMap } from 'yaml';
import { hashOfWords } from '../../content/lib/words/translation-hash';
import { TRANSLATION_HASH, TRANSLATION_OF, withoutTranslationFields } from '../../content/lib/words/translation-fields';
import { wordTreeFor } from '../../content/lib/words/words';

const root = join(import.meta.dirname, '../..');
/** Where `npm test` builds the enlarged site from (dist-enlarged/, dist-photos/). */
export const enlargedContentDir = join(root, '.enlarged-content');

/** What the copy adds, so the tests can say what they expect of it. */
export interface Enlargement {
  /** The new posts' slugs, newest first, each with its category and whether it has a Kiswahili twin. */
  posts: { slug: string; category: string; translated: boolean }[];
  /** The category that now runs to a second page. */
  fullCategory: string;
  /** The gallery's new items' ids, in the order they were added: it holds GALLERY_ITEMS in all (or more, if the live one does). */
  galleryItems: string[];
  event: string;
  /** The fact changed, and its new value: a total, with the part that grew (the build refuses one without the other). */
  fact: { name: string; value: number; part: string };
}

/** An article's front matter and body. */
function splitArticle(text: string, file: string): { front: string; body: string } {
  const match = /^---\n([\s\S]*?)\n---\n([\s\S]*)$/.exec(text);
  if (!match?.[1] || match[2] === undefined) throw new Error(`${file}: has no front matter between --- lines`);
  return { front: match[1], body: match[2] };
}

/** Sets top-level keys of an article's front matter, keeping the rest as written. */
function withFront(front: string, values: Record<string, unknown>): string {
  const doc = parseDocument(front);
  for (const [key, value] of Object.entries(values)) doc.set(key, value);
  return doc.toString().trimEnd();
}

/** The day `days` before an ISO day. */
function daysBefore(day: string, days: number): string {
  const date = new Date(`${day}T00:00:00Z`);
  date.setUTCDate(date.getUTCDate() - days);
  return date.toISOString().slice(0, 10);
}

async function readYaml(file: string): Promise<Document> {
  return parseDocument(await readFile(file, 'utf8'));
}

/** A list of a record (`items` of gallery.yml), as the YAML map its items are. */
function listOf(doc: Document, key: string, file: string): YAMLMap[] {
  const list = doc.get(key);
  if (!isSeq(list) || !list.items.every(isMap) || list.items.length === 0)
    throw new Error(`${file}: ${key} is not a list of records to copy one of`);
  return list.items;
}

/** Posts for the blog: enough that a category and the whole listing run past a page, the listing's last page holding one. */
async function addPosts(dir: string, pageSize: number): Promise<Pick<Enlargement, 'posts' | 'fullCategory'>> {
  const folder = join(dir, 'blogs');
  const files = (await readdir(folder)).filter((file) => file.endsWith('.md') && !file.endsWith('.sw.md')).sort();
  const posts = await Promise.all(
    files.map(async (file) => {
      const { front, body } = splitArticle(await readFile(join(folder, file), 'utf8'), file);
      const data = parse(front) as { category: string; date: string };
      return { slug: file.slice(0, -'.md'.length), front, body, ...data };
    }),
  );
  const count = new Map<string, number>();
  for (const post of posts) count.set(post.category, (count.get(post.category) ?? 0) + 1);
  const [fullCategory = ''] = [...count].sort(([a, m], [b, n]) => n - m || a.localeCompare(b)).map(([c]) => c);
  const template = posts.find((post) => post.category === fullCategory);
  const other = posts.find((post) => post.category !== fullCategory) ?? template;
  if (!template || !other) throw new Error(`${folder}: has no post to copy`);
  const oldest = posts.map((post) => post.date).sort()[0] ?? template.date;

  const added: Enlargement['posts'] = [];
  // Imported here, not above: the module reads the blog's record as it loads.
  const words = wordTreeFor((await import('../../content/blogs')).articleSchema);
  const inCategory = Math.max(1, pageSize + 1 - (count.get(fullCategory) ?? 0));
  // Then, in another category, as many as make the listing's last page hold a single post.
  const elsewhere = (((1 - posts.length - inCategory) % pageSize) + pageSize) % pageSize;
  const plan = [
    ...Array.from({ length: inCategory }, () => template),
    ...Array.from({ length: elsewhere }, () => other),
  ];
  await Promise.all(
    plan.map(async (base, i) => {
      const n = i + 1;
      const slug = `grown-${n}-${base.slug}`;
      const translated = n % 2 === 1;
      const front = withFront(base.front, {
        title: `Notes from the field, part ${n}`,
        date: daysBefore(oldest, n),
      });
      await writeFile(join(folder, `${slug}.md`), `---\n${front}\n---\n${base.body}`);
      if (translated) {
        const twin = join(folder, `${base.slug}.sw.md`);
        const { front: swFront, body: swBody } = splitArticle(await readFile(twin, 'utf8'), twin);
        const title = `Habari kutoka nyanjani, sehemu ya ${n}`;
        // Translated, and saved as the content editor saves a translation: marked for its own English.
        const own = withFront(swFront, { title });
        const marks = {
          [TRANSLATION_OF]: hashOfWords(parse(front), words, base.body),
          [TRANSLATION_HASH]: hashOfWords(
            withoutTranslationFields(parse(own) as Record<string, unknown>),
            words,
            swBody,
          ),
        };
        await writeFile(join(folder, `${slug}.sw.md`), `---\n${withFront(own, marks)}\n---\n${swBody}`);
      }
      added.push({ slug, category: base.category, translated });
    }),
  );
  return { posts: added.sort((a, b) => a.slug.localeCompare(b.slug)), fullCategory };
}

/**
 * A copy of a list's last record (the newest event, still to come), under a new id and title, at the end of
 * the list (no translation yet).
 */
async function addItem(file: string, key: string, id: string, title: string, values: Record<string, unknown> = {}) {
  const doc = await readYaml(file);
  const item = listOf(doc, key, file).at(-1)?.clone() as YAMLMap;
  item.set('id', id);
  item.set('title', title);
  for (const [name, value] of Object.entries(values)) item.set(name, value);
  listOf(doc, key, file).push(item);
  await writeFile(file, doc.toString());
}

/** How many items the grown gallery holds, unless the live one holds more: twice the spec's twelve. */
export const GALLERY_ITEMS = 30;

/**
 * Photos in the gallery until it holds GALLERY_ITEMS: each a copy of an earlier item (in turn) under a new
 * id and title, with its own picture (a copy of that item's, under a new name), as each new photo an editor
 * adds is a picture of its own; none translated yet.
 */
async function growGallery(dir: string): Promise<string[]> {
  const file = join(dir, 'gallery.yml');
  const doc = await readYaml(file);
  const items = listOf(doc, 'items', file);
  const ids: string[] = [];
  for (let n = 1, from = items.length; from + n - 1 < GALLERY_ITEMS; n++) {
    const base = items[(n - 1) % from] as YAMLMap;
    const item = base.clone() as YAMLMap;
    const id = `grown-gallery-${n}`;
    item.set('id', id);
    item.set('title', `${String(base.get('title'))}, again (${n})`);
    const src = String(base.getIn(['thumbnail', 'src']));
    const copy = src.replace(/(\.\w+)$/, `-${id}$1`);
    await cp(join(dir, 'pictures', src), join(dir, 'pictures', copy));
    item.setIn(['thumbnail', 'src'], copy);
    items.push(item);
    ids.push(id);
  }
  await writeFile(file, doc.toString());
  return ids;
}

/** Writes the enlarged copy of `from` (content/) into `to`, replacing what was there. */
export async function writeEnlargedContent(
  from = join(root, 'content'),
  to = enlargedContentDir,
): Promise<Enlargement> {
  await rm(to, { recursive: true, force: true });
  // The records, articles and pictures: not the schemas (content/*.ts, lib/), which the build reads from
  // the project, nor the translators' glossary (sw/).
  await cp(from, to, {
    recursive: true,
    filter: (source) => !source.endsWith('.ts') && !['lib', 'sw'].includes(source.slice(from.length + 1)),
  });
  const { pageSize } = parse(await readFile(join(to, 'blogs.yml'), 'utf8')) as { pageSize: number };
  const posts = await addPosts(to, pageSize);
  const galleryItems = await growGallery(to);
  const event = 'grown-regional-science-fair';
  await addItem(join(to, 'competitions.yml'), 'events', event, 'Regional Science Fair', { featured: false });

  const factsFile = join(to, 'facts.yml');
  const facts = await readYaml(factsFile);
  const [name, part, growth] = ['studentsReached', 'youthReached', 1234] as const;
  const value = Number(facts.get(name)) + growth;
  facts.set(name, value);
  facts.set(part, Number(facts.get(part)) + growth);
  await writeFile(factsFile, facts.toString());
  return { ...posts, galleryItems, event, fact: { name, value, part } };
}

if (process.argv[1] && resolve(process.argv[1]) === fileURLToPath(import.meta.url)) {
  const to = process.argv[2] ? resolve(process.argv[2]) : enlargedContentDir;
  const { posts, fullCategory } = await writeEnlargedContent(undefined, to);
  console.log(`Enlarged content in ${to}: ${posts.length} posts added (${fullCategory} runs to a second page)`);
}
