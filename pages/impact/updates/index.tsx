import { EmailSignup } from '../../../components/EmailSignup';
import { Grid } from '../../../components/Grid';
import { Hero } from '../../../components/Hero';
import { Section } from '../../../components/Section';
import { UpdateCard } from '../../../components/UpdateCard';
import { indexArticles } from '../../../content/lib/articles/collection';
import updates, { feedLink } from '../../../content/updates';

export const meta = () => ({ ...updates.meta, feed: feedLink() });

export default function UpdatesPage() {
  return (
    <>
      <Hero {...updates.hero} />

      <Section id="news" title={updates.words.news} tone="muted">
        <Grid columns={2}>
          {indexArticles(updates.updates).ordered.map((update, i) => (
            <UpdateCard key={update.slug} update={update} words={updates} priority={i === 0} />
          ))}
        </Grid>
      </Section>

      <Section id="stay-updated" title={updates.subscribe.title} intro={<p>{updates.subscribe.text}</p>} narrow>
        <EmailSignup id="updates-email" />
      </Section>
    </>
  );
}
