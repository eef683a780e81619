import type { Blogs } from '../content/blogs';
import { fill } from '../content/lib/words/template';
import { Icon } from './Icon';

/**
 * A post's likes and comments, as its card and its page show them: each count its post's file gives, and
 * nothing where it gives none (the live posts: content/blogs.ts).
 */
export function Reactions({ likes, comments, words }: { likes?: number; comments?: number; words: Blogs['listing'] }) {
  if (likes === undefined && comments === undefined) return null;
  return (
    <p className="post__reactions">
      {likes === undefined ? null : (
        <span>
          <Icon name="heart" size={16} /> {fill(words.likes, { count: likes })}
        </span>
      )}
      {comments === undefined ? null : (
        <span>
          <Icon name="comment" size={16} /> {fill(words.comments, { count: comments })}
        </span>
      )}
    </p>
  );
}
