import { TRANSLATION_OF } from '../words/translation-fields';
import type { WordTree } from '../words/words';
import { articleHash, readArticle } from './article-file';

const TRANSLATION = '.sw.md';

/**
 * The articles whose translation's text is another translation's though their English texts differ, by the
 * English file's name, with that other translation: a Kiswahili text that translates another article (a
 * copied file) must never pass for this one's.
 */
export function copiedTranslations(
  folder: string,
  names: string[],
  facts: Record<string, string>,
  words: WordTree | undefined,
): Map<string, string> {
  const translated = names
    .filter((name) => name.endsWith(TRANSLATION) && names.includes(name.replace(TRANSLATION, '.md')))
    .map((swName) => {
      const name = swName.replace(TRANSLATION, '.md');
      const [sw, english] = [readArticle(folder, swName, facts), readArticle(folder, name, facts)];
      const current = sw.data[TRANSLATION_OF] === articleHash(english, words);
      return { name, swName, current, own: sw.written.body.trim(), english: english.written.body.trim() };
    })
    .filter(({ own }) => own !== '');
  // One out of date already (the copy) is shown in English, so the other's text is no longer in question.
  const copies = new Map<string, string>();
  for (const article of translated) {
    const other = translated.find(
      (o) => o !== article && o.current && o.own === article.own && o.english !== article.english,
    );
    if (article.current && other) copies.set(article.name, `content/${folder}/${other.swName}`);
  }
  return copies;
}
