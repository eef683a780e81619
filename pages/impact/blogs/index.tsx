import { BlogListing } from '../../../components/BlogListing';
import blogs, { feedLink, postPages } from '../../../content/blogs';

/** A listing of posts: the site's search finds the posts, not the listing (build/routes.ts). */
export const listing = true;

export const meta = () => ({ ...blogs.meta, feed: feedLink() });

export default function BlogPage() {
  const pages = postPages();
  return (
    <BlogListing posts={pages[0]} page={1} pages={pages.length} category="" title={blogs.hero.title} words={blogs} />
  );
}
