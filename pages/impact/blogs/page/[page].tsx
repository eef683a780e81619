import { BlogListing } from '../../../../components/BlogListing';
import blogs, { feedLink, postPages } from '../../../../content/blogs';
import { fill } from '../../../../content/lib/words/template';

interface Props {
  page: string;
}

/** Page 2 onwards of the listing of every post (page 1 is /impact/blogs/ itself). */
export const paths = () =>
  postPages()
    .slice(1)
    .map((_, i) => ({ params: { page: String(i + 2) } }));

const titleOf = (page: string) => fill(blogs.listing.pageTitle, { page });

/** A listing of posts: the site's search finds the posts, not the listing (stages/routes.ts). */
export const listing = true;

export const meta = ({ page }: Props) => ({ ...blogs.meta, title: titleOf(page), feed: feedLink() });

export default function BlogListingPage({ page }: Props) {
  return <BlogListing listing={postPages()} page={Number(page)} category="" title={titleOf(page)} words={blogs} />;
}
