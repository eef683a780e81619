import { BlogListing } from '../../../../../../components/BlogListing';
import blogs, { categoryName, blogCategories, feedLink, postPages } from '../../../../../../content/blogs';
import { slugify } from '../../../../../../content/lib/articles/collection';
import { fill } from '../../../../../../content/lib/words/template';

interface Props {
  category: string;
  page: string;
  name: string;
}

/** Page 2 onwards of a category's listing. */
export const paths = () =>
  blogCategories.flatMap((name) =>
    postPages(name)
      .slice(1)
      .map((_, i) => ({ params: { category: slugify(name), page: String(i + 2) }, props: { name } })),
  );

const titleOf = ({ name, page }: Props) =>
  fill(blogs.listing.categoryPageTitle, { category: categoryName(name), page, pages: postPages(name).length });

/** A listing of posts: the site's search finds the posts, not the listing (stages/routes.ts). */
export const listing = true;

export const meta = (props: Props) => ({
  title: titleOf(props),
  description: fill(blogs.listing.categoryDescription, { category: categoryName(props.name) }),
  feed: feedLink(),
});

export default function BlogCategoryListingPage(props: Props) {
  return (
    <BlogListing
      listing={postPages(props.name)}
      page={Number(props.page)}
      category={props.name}
      title={titleOf(props)}
      words={blogs}
    />
  );
}
