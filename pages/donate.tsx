import { ActionButton } from '../components/Button';
import { Card } from '../components/Card';
import { CheckList } from '../components/CheckList';
import { Faq } from '../components/Faq';
import { Grid } from '../components/Grid';
import { Hero } from '../components/Hero';
import { Icon } from '../components/Icon';
import { Section } from '../components/Section';
import donate from '../content/donate';
import site from '../content/site';

export const meta = donate.meta;

const usd = new Intl.NumberFormat('en-US', { style: 'currency', currency: 'USD', maximumFractionDigits: 0 });

export default function DonatePage() {
  return (
    <>
      <Hero {...donate.hero} eyebrow={site.name} />

      <Section id="ways-to-give" title="Ways to Give">
        <Grid columns={4}>
          {donate.options.map((option) => (
            <Card key={option.title} title={option.title} accent={<Icon name={option.icon} size={32} />}>
              <p>{option.description}</p>
              <CheckList items={option.highlights} />
            </Card>
          ))}
        </Grid>
      </Section>

      <Section id="your-impact" title="Your Impact" intro={<p>{donate.impact.intro}</p>} tone="muted">
        <Grid columns={4}>
          {donate.tiers.map((tier) => (
            <Card
              key={tier.amount}
              title={<span className="donate-tier__amount">{usd.format(tier.amount)}</span>}
              accent={<Icon name={tier.icon} size={32} />}
            >
              <p>{tier.impact}</p>
            </Card>
          ))}
        </Grid>
        <div className="donate-panel">
          <ActionButton variant="cta">Donate Now</ActionButton>
          <p className="donate-panel__security">
            <Icon name="lock" className="donate-panel__lock" />
            {donate.security}
          </p>
          <p className="donate-panel__methods-label">We accept:</p>
          <ul className="donate-panel__methods">
            {donate.paymentMethods.map((method) => (
              <li key={method}>{method}</li>
            ))}
          </ul>
        </div>
      </Section>

      <Section id="faq" title="Frequently Asked Questions" narrow>
        <Faq items={donate.faqs} />
      </Section>
    </>
  );
}
