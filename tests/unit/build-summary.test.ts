import { describe, expect, it } from 'vitest';
import { mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { addToRunSummary, buildSummary, launchSummary } from '../../stages/build-summary';

describe('the summary a CI run shows of the build', () => {
  it('names each file, line and field of a content mistake in plain words, and says nothing was published', () => {
    const summary = buildSummary({
      failure:
        'content is not valid:\n  content/site.yml, line 15: email "hello at example" Invalid email address\n  content/blogs/x.md, line 4: date "2025-02-30" must be a date like 2025-07-15',
      warnings: [],
    });
    expect(summary).toContain('## The site was not built, so nothing was published');
    expect(summary).toContain('Fix each of these in the content editor (or in the file), then save again:');
    expect(summary).toContain('- `content/site.yml`, line 15: email "hello at example" Invalid email address');
    expect(summary).toContain('- `content/blogs/x.md`, line 4: date "2025-02-30" must be a date like 2025-07-15');
  });

  it('tells a failure of the code from a content mistake', () => {
    const summary = buildSummary({ failure: 'pages/about/values.tsx: failed to render /about/values/', warnings: [] });
    expect(summary).toContain('- pages/about/values.tsx: failed to render /about/values/');
    expect(summary).toContain('ask the developer');
  });

  it('lists the warnings of a build that went ahead', () => {
    const summary = buildSummary({
      warnings: [
        'content/history.yml: goals: these are the goals for 2025, which has ended; set the goals for the year ahead',
      ],
    });
    expect(summary).toMatch(/^## The site was built\n/);
    expect(summary).toContain('### One thing to look at (the build went ahead)');
    expect(summary).toContain('- `content/history.yml`: goals: these are the goals for 2025');
  });

  it('names the file, line and field of each expired claim, an article by its own file', () => {
    const summary = buildSummary({
      warnings: [
        'content/home.yml, line 93: mission.text says "by the end of 2025", a deadline that has passed: set a date ahead, or say what was reached',
        'content/blogs/why-girls-leave-stem.md: says "this year", but it is dated 5 March 2025: write the year (2025) instead',
      ],
    });
    expect(summary).toContain('### 2 things to look at (the build went ahead)');
    expect(summary).toContain(
      '- `content/home.yml`, line 93: mission.text says "by the end of 2025", a deadline that has passed',
    );
    expect(summary).toContain(
      '- `content/blogs/why-girls-leave-stem.md`: says "this year", but it is dated 5 March 2025',
    );
  });

  it('says a deploy refused for placeholders published nothing, naming each detail left', () => {
    const summary = launchSummary([
      'content/site.yml, line 55: giving.mpesa.paybill "000000" is a placeholder: replace it before launch',
    ]);
    expect(summary).toMatch(/^## Not published: placeholder details are left\n/);
    expect(summary).toContain('DEPLOY_ALLOW_PLACEHOLDERS');
    expect(summary).toContain('- `content/site.yml`, line 55: giving.mpesa.paybill "000000" is a placeholder');
  });

  it('goes on the run’s summary page, the file GitHub names, after what earlier steps put there', async () => {
    const dir = await mkdtemp(join(tmpdir(), 'summary-'));
    try {
      const file = join(dir, 'step_summary.md');
      await writeFile(file, '## Tests\n');
      const warnings = [
        'content/history.yml: goals: these are the goals for 2025, which has ended; set the goals for the year ahead',
      ];
      await addToRunSummary(buildSummary({ warnings }), file);
      await addToRunSummary(
        launchSummary([
          'content/site.yml, line 21: email "hello@example.org" is a placeholder: replace it before launch',
        ]),
        file,
      );
      const page = await readFile(file, 'utf8');
      expect(page).toMatch(/^## Tests\n## The site was built\n/);
      expect(page).toContain('- `content/history.yml`: goals: these are the goals for 2025, which has ended');
      expect(page).toContain('## Not published: placeholder details are left');
      expect(page).toContain('- `content/site.yml`, line 21: email "hello@example.org" is a placeholder');
      await addToRunSummary('nothing', undefined);
      expect(await readFile(file, 'utf8')).toBe(page);
    } finally {
      await rm(dir, { recursive: true, force: true });
    }
  });
});
