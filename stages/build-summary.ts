/**
 * What a CI run says of the build, in plain words, on the run's summary page (GitHub Actions shows the
 * Markdown a step appends to the file named by GITHUB_STEP_SUMMARY). An editor whose save broke the build
 * gets GitHub's email about the failed run; the summary it links to names the file, the line and the field,
 * and says what to do. The warnings (a translation out of date, an event that has passed) are listed too,
 * so someone sees them without running a build.
 * https://docs.github.com/actions/reference/workflows-and-actions/workflow-commands#adding-a-job-summary
 */
import { appendFile } from 'node:fs/promises';

/** A message's lines as Markdown list items, each file and field named in code. */
function items(lines: string[]): string {
  return lines
    .map((line) => line.trim())
    .filter(Boolean)
    .map((line) => {
      const place = /^(content\/[^\s:,]+)(, line \d+)?: /.exec(line);
      return place ? `- \`${place[1]}\`${place[2] ?? ''}: ${line.slice(place[0].length)}` : `- ${line}`;
    })
    .join('\n');
}

export function buildSummary({ failure, warnings }: { failure?: string; warnings: string[] }): string {
  const parts: string[] = [];
  if (failure) {
    const [first = '', ...rest] = failure.split('\n');
    const content = first === 'content is not valid:';
    parts.push(
      '## The site was not built, so nothing was published',
      content
        ? 'A change to the content does not fit what the site expects. Fix each of these in the content editor (or in the file), then save again:'
        : 'The build stopped here:',
      items(content ? rest : [first, ...rest]),
      content
        ? 'Each line names the file, the line in it, and the field, with what is wrong. The site online stays as it was until a build succeeds.'
        : 'This is not a mistake in the content: ask the developer who looks after the site.',
    );
  } else {
    parts.push('## The site was built');
  }
  if (warnings.length > 0)
    parts.push(
      `### ${warnings.length === 1 ? 'One thing' : `${warnings.length} things`} to look at (the build went ahead)`,
      items(warnings),
    );
  return `${parts.join('\n\n')}\n`;
}

/** What a deploy refused for placeholders says on the run's summary page: each detail left, by file and field. */
export function launchSummary(left: string[]): string {
  return (
    [
      '## Not published: placeholder details are left',
      'The site still holds details that are not the foundation’s own. Replace each of these (docs/content-files.md, “Replace the placeholder details before launch”), or set the repository variable DEPLOY_ALLOW_PLACEHOLDERS to 1 to publish a demonstration site:',
      items(left),
    ].join('\n\n') + '\n'
  );
}

/**
 * Adds a summary to the run's summary page: `file`, the one GitHub Actions names in GITHUB_STEP_SUMMARY
 * (each step's summaries are shown one after the other). Without one (not on CI) it does nothing.
 */
export async function addToRunSummary(markdown: string, file: string | undefined): Promise<void> {
  if (file) await appendFile(file, markdown);
}
