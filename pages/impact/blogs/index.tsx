import { BlogListing } from '../../../components/BlogListing';
import blogs, { feedLink, postPages } from '../../../content/blogs';

/** A listing of posts: the site's search finds the posts, not the listing (stages/routes.ts). */
export const listing = true;

export const meta = () => ({ ...blogs.meta, feed: feedLink() });

export default function BlogPage() {
  return <BlogListing listing={postPages()} page={1} category="" title={blogs.hero.title} words={blogs} />;
}
