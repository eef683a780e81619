import { articleLinks } from '../../../components/Article';
import type { PageProps } from '../../../components/Layout';
import { PostArticle } from '../../../components/PostArticle';
import blogs, { feedLink, type BlogPost } from '../../../content/blogs';
import { postHref } from '../../../content/lib/articles/routes';
import { formerAddresses, indexArticles } from '../../../content/lib/articles/collection';
import { TODAY } from '../../../content/lib/time/today';

interface Props {
  slug: string;
}

const index = () => indexArticles(blogs.posts);
const postOf = (slug: string) => index().bySlug.get(slug) as BlogPost;

/** One page per post in content/blogs/. */
export const paths = () => index().ordered.map((post) => ({ params: { slug: post.slug } }));

/** The addresses of posts renamed since (their `formerSlugs`): each leads to the post's page now. */
export const redirects = () => formerAddresses(index().ordered);

export const meta = ({ slug }: Props) => {
  const post = postOf(slug);
  return {
    title: post.title,
    description: post.summary,
    image: post.image,
    article: {
      published: post.date,
      modified: post.updated,
      author: post.author,
      section: blogs.categories[post.category],
      tags: post.tags,
    },
    feed: feedLink(),
  };
};

export default function BlogPostPage({ slug, crumbs }: Props & PageProps) {
  return (
    <PostArticle
      today={TODAY}
      post={postOf(slug)}
      blogs={blogs}
      crumbs={crumbs}
      links={articleLinks(index(), slug, postHref)}
    />
  );
}
