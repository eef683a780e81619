/**
 * The 1,000 blog posts of the scale run, in English each with its Kiswahili twin: the workload that
 * ../shared/bench/scale builds with Astro, Eleventy and Hugo (its gen.mjs), written in this project's front
 * matter as its project.sh writes them, so that `npm run bench` times the same site the comparison does.
 * About 600 words a post in six to eight paragraphs, with a heading, a list of four and a link to another
 * post; deterministic, the same every run.
 */
import { writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { mulberry32 } from '../../lib/random';

/**
 * Word lists of equal length, aligned roughly word for word, so that the Kiswahili post is the same post:
 * the same random stream picks the same places in either list.
 */
const WORDS = {
  en: (
    'school teacher learner student lab robot circuit sensor solar panel water pump farm crop code computer ' +
    'program prototype mentor team battery motor test build design challenge kit laptop lesson project ' +
    'community market idea girls youth county village science maths energy light river rain soil seed ' +
    'harvest data map phone network workshop club parent leader question answer experiment result tool wire ' +
    'bridge engine future skill the a and with for of in our new every to from how we together'
  ).split(' '),
  sw: (
    'shule mwalimu mwanafunzi mwanachuo maabara roboti saketi kihisi jua paneli maji pampu shamba zao msimbo ' +
    'kompyuta programu mfano mshauri timu betri mota jaribio jenga muundo changamoto kifaa kipakatalishi somo ' +
    'mradi jamii soko wazo wasichana vijana kaunti kijiji sayansi hisabati nishati mwanga mto mvua udongo ' +
    'mbegu mavuno data ramani simu mtandao warsha klabu mzazi kiongozi swali jibu majaribio matokeo chombo ' +
    'waya daraja injini baadaye ujuzi hii ile na pamoja kwa ya katika yetu mpya kila hadi kutoka jinsi sisi ' +
    'kwa_pamoja'
  ).split(' '),
};
/** The first words of the lists are nouns and verbs, for titles and headings. */
const CONTENT_WORDS = 64;
const AUTHORS = ['Amina Otieno', 'Brian Mwangi', 'Chebet Kiprono', 'Daudi Njoroge', 'Esther Wanjiru'];
const POST_WORD = { en: 'post', sw: 'chapisho' };
/** How many posts the workload has. */
export const SCALE_POSTS = 1000;

const capital = (text: string) => text.charAt(0).toUpperCase() + text.slice(1);
const slugOf = (i: number) => `scale-post-${String(i).padStart(4, '0')}`;

/** What a post's front matter needs from the site: its category, and a picture the content has. */
export interface ScalePostSettings {
  /** The blog's categories (content/blogs.ts): post i is in the (i mod n)th. */
  categories: readonly string[];
  image: { src: string; alt?: string };
  /**
   * Where a post's link to another post leads: by default the other post's page, as an editor writes it
   * (the build adds the edition's prefix); a test has it written wrongly.
   */
  linkTo?: (slug: string, lang: 'en' | 'sw') => string;
}

/** Post `i` of `count` in English and Kiswahili, as `content/blogs/<slug>.md` and `<slug>.sw.md`. */
export function scalePost(
  i: number,
  count: number,
  { categories, image, linkTo = (slug) => `/impact/blogs/${slug}/` }: ScalePostSettings,
) {
  const random = mulberry32(i * 7919 + 17);
  const below = (n: number) => Math.floor(random() * n);
  // Choices are places in the lists, so that both languages get the same post.
  const pick = (n: number, pool = WORDS.en.length) => Array.from({ length: n }, () => below(pool));
  const sentence = () => pick(8 + below(9));
  const paragraphs = 6 + below(3);
  const titleWords = pick(3 + below(3), CONTENT_WORDS);
  const summaryWords = pick(14 + below(6));
  const headingWords = pick(2 + below(3), CONTENT_WORDS);
  const listItems = Array.from({ length: 4 }, () => pick(6 + below(5)));
  const perParagraph = Math.round((600 - headingWords.length - listItems.flat().length) / paragraphs);
  const paragraphWords = Array.from({ length: paragraphs }, () => {
    const sentences: number[][] = [];
    for (let n = 0; n < perParagraph - 4;) {
      const next = sentence();
      sentences.push(next);
      n += next.length;
    }
    return sentences;
  });
  const linkSentence = 1 + below(2);
  const linked = slugOf((i * 37 + 11) % count);
  const date = new Date(Date.UTC(2015, 0, 1) + i * 2 * 86_400_000).toISOString().slice(0, 10);
  const slug = slugOf(i);

  const text = (lang: 'en' | 'sw') => {
    const words = (places: number[]) => places.map((place) => WORDS[lang][place] as string);
    const said = (places: number[]) => `${capital(words(places).join(' '))}.`;
    const paragraph = (sentences: number[][], withLink: boolean) =>
      sentences
        .map((places, k) => {
          if (!withLink || k !== linkSentence % sentences.length) return said(places);
          // The link covers the sentence's first three words.
          const all = words(places);
          return `[${capital(all.slice(0, 3).join(' '))}](${linkTo(linked, lang)}) ${all.slice(3).join(' ')}.`;
        })
        .join(' ');
    const body: string[] = [];
    paragraphWords.forEach((sentences, k) => {
      if (k === 2) body.push(`## ${capital(words(headingWords).join(' '))}`);
      body.push(paragraph(sentences, k === 2));
      if (k === 3) body.push(listItems.map((item) => `- ${said(item)}`).join('\n'));
    });
    return {
      title: `${capital(words(titleWords).join(' '))} (${POST_WORD[lang]} ${i + 1})`,
      summary: said(summaryWords),
      body: body.join('\n\n'),
    };
  };
  const [en, sw] = [text('en'), text('sw')];
  const quoted = JSON.stringify;
  return {
    slug,
    english: [
      '---',
      `title: ${quoted(en.title)}`,
      `author: ${quoted(AUTHORS[i % AUTHORS.length])}`,
      'role: Writer',
      `category: ${quoted(categories[i % categories.length])}`,
      `summary: ${quoted(en.summary)}`,
      `excerpt: ${quoted(en.summary)}`,
      `image: ${quoted(image)}`,
      'tags:\n  - Scale',
      'likes: 0',
      'comments: 0',
      `date: ${date}`,
      '---',
      '',
      `${en.body}\n`,
    ].join('\n'),
    kiswahili: [
      '---',
      `title: ${quoted(sw.title)}`,
      'role: Mwandishi',
      `summary: ${quoted(sw.summary)}`,
      `excerpt: ${quoted(sw.summary)}`,
      'tags:\n  - Kipimo',
      '---',
      '',
      `${sw.body}\n`,
    ].join('\n'),
  };
}

/** Writes the first `count` posts of the workload, with their twins, into a folder of articles. */
export async function writeScalePosts(folder: string, count: number, settings: ScalePostSettings): Promise<void> {
  await Promise.all(
    Array.from({ length: count }, (_, i) => {
      const { slug, english, kiswahili } = scalePost(i, count, settings);
      return Promise.all([
        writeFile(join(folder, `${slug}.md`), english),
        writeFile(join(folder, `${slug}.sw.md`), kiswahili),
      ]);
    }),
  );
}
