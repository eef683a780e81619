import type { Published, PublishStopped } from '../lib/editor-status';

/**
 * What the editor's status says when a publish stopped or failed before the site was updated
 * (publish-stopped.json, lib/editor-status.ts): that the site was not updated, and when the last publish that
 * finished was. Said until a later publish goes up, or one of the same change (whose check alone failed).
 */
export function publishStoppedWords(
  stopped: PublishStopped | undefined,
  published: Published | undefined,
  when: (iso: string) => string,
): { title: string; lines: string[] } | undefined {
  if (!stopped) return undefined;
  if (published && Date.parse(published.time) > Date.parse(stopped.time)) return undefined;
  if (published?.change && published.change.commit === stopped.change?.commit) return undefined;
  return {
    title: 'The site was not updated.',
    lines: [
      `Publishing ${stopped.change ? `the change “${stopped.change.subject}”` : 'the latest changes'} stopped on ${when(stopped.time)}, before it finished.`,
      published
        ? `The site still shows what was published on ${when(published.time)}${published.change ? `, from the change “${published.change.subject}”` : ''}: the last publish that finished.`
        : 'The site has not been published from here yet.',
      'Your next save publishes everything saved since, this change included; or ask whoever looks after the site to run the publish again.',
    ],
  };
}
