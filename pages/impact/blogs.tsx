import { CallToAction } from '../../components/CallToAction';
import { Badge } from '../../components/Badge';
import { ActionButton } from '../../components/Button';
import { Card } from '../../components/Card';
import { FilterBar, FilterItem } from '../../components/FilterBar';
import { Grid } from '../../components/Grid';
import { Hero } from '../../components/Hero';
import { Icon } from '../../components/Icon';
import { TagList } from '../../components/TagList';
import { MetaItems } from '../../components/MetaItems';
import { Section } from '../../components/Section';
import { blogPosts } from '../../content/blog';
import { impact } from '../../content/impact';
import { blogCategories } from '../../content/schemas/blog';
import type { PageMeta } from '../../content/schemas/page';

export const meta: PageMeta = {
  title: 'Blog',
  description:
    'Posts from our team on girls in STEM, teaching with low-cost projects, youth entrepreneurship, innovation, community labs and technology access.',
};

const page = impact.blogs;

export default function BlogPage() {
  return (
    <>
      <Hero title={page.title} lead={page.lead} />

      <Section id="posts" title="Latest posts" tone="muted">
        <FilterBar label="Filter posts by category" categories={blogCategories} noun="posts" total={blogPosts.length}>
          <Grid columns={3}>
            {blogPosts.map((post) => (
              <FilterItem key={post.id} category={post.category}>
                <Card
                  title={post.title}
                  image={post.image}
                  badge={<Badge>{post.category}</Badge>}
                  meta={
                    <MetaItems>
                      <>
                        <Icon name="calendar" size={16} /> {post.date}
                      </>
                      <>
                        <Icon name="clock" size={16} /> {post.readTime}
                      </>
                    </MetaItems>
                  }
                  actions={
                    <ActionButton variant="secondary" label={`Read more: ${post.title}`}>
                      Read More
                    </ActionButton>
                  }
                >
                  <p className="summary">{post.summary}</p>
                  <p>{post.excerpt}</p>
                  <p className="post__author">
                    <strong>{post.author}</strong>
                    <span>{post.role}</span>
                  </p>
                  <TagList items={post.tags} label="Tags" tone="outline" />
                  <p className="post__reactions">
                    <span>
                      <Icon name="heart" size={16} /> {post.likes} likes
                    </span>
                    <span>
                      <Icon name="comment" size={16} /> {post.comments} comments
                    </span>
                  </p>
                </Card>
              </FilterItem>
            ))}
          </Grid>
        </FilterBar>
      </Section>

      <CallToAction id="subscribe" title={page.subscribe.title} text={page.subscribe.text}>
        <ActionButton variant="cta">Subscribe to Blog Updates</ActionButton>
      </CallToAction>
    </>
  );
}
