import type { Blogs } from '../content/blogs';
import { fill } from '../content/lib/template';
import { Icon } from './Icon';

/** A post's likes and comments, as its card and its page show them. */
export function Reactions({ likes, comments, words }: { likes: number; comments: number; words: Blogs['listing'] }) {
  return (
    <p className="post__reactions">
      <span>
        <Icon name="heart" size={16} /> {fill(words.likes, { count: likes })}
      </span>
      <span>
        <Icon name="comment" size={16} /> {fill(words.comments, { count: comments })}
      </span>
    </p>
  );
}
