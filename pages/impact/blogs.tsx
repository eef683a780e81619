import { CallToAction } from '../../components/CallToAction';
import { Badge } from '../../components/Badge';
import { ActionButton } from '../../components/Button';
import { Card } from '../../components/Card';
import { EmailSignup } from '../../components/EmailSignup';
import { Filter, FilterItem } from '../../components/Filter';
import { Grid } from '../../components/Grid';
import { Hero } from '../../components/Hero';
import { Icon } from '../../components/Icon';
import { TagList } from '../../components/TagList';
import { MetaItems } from '../../components/MetaItems';
import { Section } from '../../components/Section';
import blogs, { blogCategories } from '../../content/blogs';

export const meta = blogs.meta;

export default function BlogPage() {
  return (
    <>
      <Hero {...blogs.hero} />

      <Section id="posts" title="Latest posts" tone="muted">
        <Filter words={blogs.filter} categories={blogCategories} total={blogs.posts.length}>
          <Grid columns={3}>
            {blogs.posts.map((post) => (
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
                  <p className="card__summary">{post.summary}</p>
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
        </Filter>
      </Section>

      <CallToAction
        id="subscribe"
        {...blogs.subscribe}
        signup={<EmailSignup id="blogs-email" button="Subscribe to Blog Updates" />}
      />
    </>
  );
}
