/**
 * What a deploy says at its end, however it ends (deploy/progress.ts), and what the editor's status says of a
 * publish that stopped (cms/publish-stopped.ts): worked out from the steps it took, without a host. The real
 * hosts' suites (tests/deploy/stopped.test.ts) check the same words against what is on the host.
 */
import { describe, expect, it } from 'vitest';
import { publishStoppedWords } from '../../cms/publish-stopped';
import { emptyManifest } from '../../deploy/manifest';
import { makePlan } from '../../deploy/plan';
import { earlierRun, endReport, Progress } from '../../deploy/progress';
import type { LocalFile } from '../../deploy/local-files';

const site = (files: Record<string, string>) =>
  new Map(
    Object.entries(files).map(([path, hash]) => [
      path,
      { path, source: `/dist/${path}`, size: 1, hash } satisfies LocalFile,
    ]),
  );
const release1 = site({ 'index.html': 'h1', 'assets/a-1111.js': 'a1', 'old/index.html': 'o1' });
const release2 = site({ 'index.html': 'h2', 'assets/a-2222.js': 'a2', 'about/index.html': 'b2' });
const deployed = makePlan(release1, emptyManifest(), '1').done;

/** A deploy of release 2 over release 1, taken as far as `steps` say. */
function progressOf(steps: (progress: Progress) => void) {
  const progress = new Progress();
  progress.plan = makePlan(release2, deployed, '2');
  steps(progress);
  return progress;
}
const upTo = (files: number, progress: Progress) => {
  progress.see({ kind: 'manifest', manifest: 'journal' });
  for (const file of progress.plan!.uploads.slice(0, files)) {
    progress.see({ kind: 'uploading', path: file.path, temporary: `.${file.path}.deploying` });
    progress.see({ kind: 'replaced', path: file.path });
  }
};

describe('the last lines of a deploy', () => {
  it('stopped by a signal before its next file: what went up and what did not, the host as safe, and to run it again', () => {
    const lines = endReport(
      progressOf((p) => upTo(1, p)),
      { kind: 'stopped', signal: 'SIGTERM' },
    );
    expect(lines).toEqual([
      'Stopped by SIGTERM, before its next file: 1 of 3 files uploaded, 2 not; 0 of 1 old files deleted; 0 unchanged.',
      'Left on the host: the last release, nothing of it deleted, with 1 file of this one beside it; every page there finds the files it links, as each goes up before the pages that use it.',
      'Next: run `npm run deploy` again to finish: it uploads what is not up yet, over any half-uploaded copy, then deletes the old files.',
    ]);
  });

  it('stopped at once, or failed mid-file: names the files it may have left half-uploaded', () => {
    const progress = progressOf((p) => {
      upTo(1, p);
      p.see({ kind: 'uploading', path: 'index.html', temporary: '.index.html.deploying' });
    });
    const [, left] = endReport(progress, { kind: 'stopped', signal: 'SIGINT', atOnce: true });
    expect(left).toMatch(
      /1 file may be left half-uploaded, under a temporary name no page links: \.index\.html\.deploying\.$/,
    );
    expect(endReport(progress, { kind: 'failed' })[2]).toMatch(
      /^Next: fix what the message above says, then run `npm run deploy` again to finish/,
    );
  });

  it('failed before changing anything, or while deleting old files', () => {
    expect(
      endReport(
        progressOf(() => {}),
        { kind: 'failed' },
      ).slice(1),
    ).toEqual([
      'Left on the host: nothing of this run; the site is as it was.',
      'Next: fix what the message above says, then run `npm run deploy` again to publish.',
    ]);
    const deleting = progressOf((p) => {
      upTo(3, p);
      p.see({ kind: 'manifest', manifest: 'release' });
    });
    expect(endReport(deleting, { kind: 'failed' })[1]).toBe(
      'Left on the host: this release, all up, with 1 old file still to delete.',
    );
  });

  it('published: nothing left, or what an earlier stopped deploy left when only some files went up', () => {
    const published = progressOf((p) => upTo(3, p));
    published.earlier = { pending: ['x.html'], stale: [] };
    expect(endReport(published, { kind: 'published', checked: true }).slice(1)).toEqual([
      'Left on the host from a stopped deploy: nothing (this run finished what an earlier one left).',
      'Next: nothing to do; the site is up to date.',
    ]);
    const interrupted = makePlan(release2, deployed, '2').journal;
    expect(earlierRun(interrupted)?.pending.sort()).toEqual(['about/index.html', 'assets/a-2222.js', 'index.html']);
    const status = new Progress();
    status.plan = makePlan(site({ 'admin/status.json': 's' }), interrupted, '3', { partial: true });
    expect(endReport(status, { kind: 'published', checked: true }).slice(1)).toEqual([
      'Left on the host from a stopped deploy: 3 files it was uploading are not recorded as up.',
      'Next: run `npm run deploy` again to finish.',
    ]);
  });
});

describe('the editor’s status of a publish that stopped', () => {
  const when = (iso: string) => iso.slice(0, 10);
  const change = (commit: string, subject: string) => ({ commit, subject, time: '2026-11-01T09:00:00Z' });
  const stopped = { time: '2026-11-02T10:00:00Z', change: change('b', 'Update Blog posts “x”') };

  it('says the site was not updated, and when the last publish that finished was', () => {
    const words = publishStoppedWords(stopped, { time: '2026-10-30T08:00:00Z', change: change('a', 'Earlier') }, when);
    expect(words?.title).toBe('The site was not updated.');
    expect(words?.lines.slice(0, 2)).toEqual([
      'Publishing the change “Update Blog posts “x”” stopped on 2026-11-02, before it finished.',
      'The site still shows what was published on 2026-10-30, from the change “Earlier”: the last publish that finished.',
    ]);
    expect(publishStoppedWords(stopped, undefined, when)?.lines[1]).toBe(
      'The site has not been published from here yet.',
    );
  });

  it('says nothing once a later publish finished, or one of the same change (whose check alone failed)', () => {
    expect(publishStoppedWords(undefined, undefined, when)).toBeUndefined();
    expect(publishStoppedWords(stopped, { time: '2026-11-03T08:00:00Z' }, when)).toBeUndefined();
    expect(
      publishStoppedWords(stopped, { time: '2026-11-02T09:59:00Z', change: change('b', 'the same') }, when),
    ).toBeUndefined();
  });
});
