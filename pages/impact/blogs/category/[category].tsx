import { BlogListing } from '../../../../components/BlogListing';
import blogs, { categoryName, blogCategories, feedLink, postPages } from '../../../../content/blogs';
import { slugify } from '../../../../content/lib/articles/collection';
import { fill } from '../../../../content/lib/words/template';

interface Props {
  category: string;
  name: string;
}

/** Each category's own listing, so the filter's choices work with no script. */
export const paths = () => blogCategories.map((name) => ({ params: { category: slugify(name) }, props: { name } }));

/** A listing of posts: the site's search finds the posts, not the listing (stages/routes.ts). */
export const listing = true;

export const meta = ({ name }: Props) => ({
  title: fill(blogs.listing.categoryTitle, { category: categoryName(name) }),
  description: fill(blogs.listing.categoryDescription, { category: categoryName(name) }),
  feed: feedLink(),
});

export default function BlogCategoryPage({ name }: Props) {
  return (
    <BlogListing
      listing={postPages(name)}
      page={1}
      category={name}
      title={fill(blogs.listing.categoryTitle, { category: categoryName(name) })}
      words={blogs}
    />
  );
}
