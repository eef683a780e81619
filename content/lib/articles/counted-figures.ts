import type { ContentWarning } from '../records/content-warning';
import { recordTexts } from '../records/record-texts';
import { locateIssue, warningOf } from '../records/validate';
import { formatDate } from '../time/dates';
import { countedFactMessage, countedFactsIn } from '../words/fill-facts';
import type { Path } from '../words/words';
import type { ReadArticle } from './article-file';

/**
 * Each figure of the latest count an article says through its `{{name}}` (`{{teachersTrained}}`): an
 * article is a record of its day, which the next count would change.
 */
export function countedFigures(article: ReadArticle, facts: Record<string, string>): ContentWarning[] {
  const { date } = article.data;
  const dated = typeof date === 'string' ? formatDate(date) : 'its day';
  const lines = article.written.body.split('\n');
  const texts: [Path, string][] = [...recordTexts(article.written.data), [['body'], article.written.body]];
  return texts.flatMap(([path, text]) =>
    countedFactsIn(text).map((name) => {
      const index = path[0] === 'body' ? lines.findIndex((line) => line.includes(`{{${name}}}`)) : -1;
      const params = index >= 0 ? { line: article.bodyStart + index } : {};
      const message = countedFactMessage(name, dated, facts[name]);
      return warningOf('stale', locateIssue(article.file, article.data, { path, message, params }, article.source));
    }),
  );
}
