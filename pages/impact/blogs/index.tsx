import { BlogListing } from '../../../components/BlogListing';
import blogs, { feedLink, postPages } from '../../../content/blogs';

export const meta = () => ({ ...blogs.meta, feed: feedLink() });

export default function BlogPage() {
  const pages = postPages();
  return (
    <BlogListing posts={pages[0]} page={1} pages={pages.length} category="" title={blogs.hero.title} words={blogs} />
  );
}
