import { Badge } from '../../components/Badge';
import { ActionButton } from '../../components/Button';
import { Card } from '../../components/Card';
import { CheckList } from '../../components/CheckList';
import { EmailSignup } from '../../components/EmailSignup';
import { Grid } from '../../components/Grid';
import { Hero } from '../../components/Hero';
import { Icon } from '../../components/Icon';
import { Section } from '../../components/Section';
import updates from '../../content/updates';

export const meta = updates.meta;

export default function UpdatesPage() {
  return (
    <>
      <Hero {...updates.hero} />

      <Section id="news" title="News" tone="muted">
        <Grid columns={2}>
          {updates.updates.map((update) => (
            <Card
              key={update.id}
              title={update.title}
              image={update.image}
              badge={<Badge>{update.category}</Badge>}
              meta={
                <span>
                  <Icon name="calendar" size={16} /> {update.date}
                </span>
              }
              actions={
                <ActionButton variant="secondary" label={`Read more: ${update.title}`}>
                  Read More
                </ActionButton>
              }
            >
              <p className="card__summary">{update.summary}</p>
              <p>{update.content}</p>
              <h4>Key Highlights</h4>
              <CheckList items={update.highlights} />
            </Card>
          ))}
        </Grid>
      </Section>

      <Section id="stay-updated" title={updates.subscribe.title} intro={<p>{updates.subscribe.text}</p>} narrow>
        <EmailSignup id="updates-email" />
      </Section>
    </>
  );
}
