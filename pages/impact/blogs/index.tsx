import { BlogListing } from '../../../components/BlogListing';
import blogs, { feedLink, postPages } from '../../../content/blogs';

export const meta = () => ({ ...blogs.meta, feed: feedLink() });

export default function BlogPage() {
  return <BlogListing listing={postPages()} page={1} category="" title={blogs.hero.title} words={blogs} />;
}
