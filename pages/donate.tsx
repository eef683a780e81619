import { ButtonLink } from '../components/Button';
import { Card } from '../components/Card';
import { CheckList } from '../components/CheckList';
import { DescriptionList } from '../components/DescriptionList';
import { DonationTiers } from '../components/DonationTiers';
import { Faq } from '../components/Faq';
import { Grid } from '../components/Grid';
import { Hero } from '../components/Hero';
import { HowTo } from '../components/HowTo';
import { Icon } from '../components/Icon';
import { Section } from '../components/Section';
import { contactHref } from '../content/lib/articles/routes';
import donate, { receiptFor, taxStatement } from '../content/donate';
import site, { taxStatusOn } from '../content/site';
import { TODAY } from '../content/lib/time/today';
import { href } from '../content/lib/words/href';

export const meta = donate.meta;

const HOW_TO_GIVE = 'how-to-give';

export default function DonatePage() {
  const { howToGive } = donate;
  const { bank, paypal, registration } = site.giving;
  const status = taxStatusOn(site, TODAY);
  const receipt = receiptFor(status);
  return (
    <>
      <Hero {...donate.hero} eyebrow={site.name} />

      <Section id="ways-to-give" title={donate.words.waysToGive}>
        <Grid columns={4}>
          {donate.options.map((option) => (
            <Card key={option.title} title={option.title} accent={<Icon name={option.icon} size={32} />}>
              <p>{option.description}</p>
              <CheckList items={option.highlights} />
            </Card>
          ))}
        </Grid>
      </Section>

      <Section id="your-impact" title={donate.words.yourImpact} intro={<p>{donate.impact.intro}</p>} tone="muted">
        <DonationTiers tiers={donate.tiers} />
        <div className="donate-panel">
          <ButtonLink href={`#${HOW_TO_GIVE}`} variant="cta">
            {donate.words.donateNow}
          </ButtonLink>
          <p className="donate-panel__security">
            <Icon name="lock" className="donate-panel__lock" />
            {donate.security}
          </p>
          <p className="donate-panel__methods-label">{donate.words.weAccept}</p>
          <ul className="donate-panel__methods">
            {donate.paymentMethods.map((method) => (
              <li key={method}>{method}</li>
            ))}
          </ul>
        </div>
      </Section>

      <Section id={HOW_TO_GIVE} title={howToGive.title} intro={<p>{howToGive.intro}</p>}>
        <Grid columns={2}>
          <Card title={howToGive.mpesa.title}>
            <ol className="phone-steps">
              {howToGive.mpesa.steps.map((step) => (
                <li key={step}>{step}</li>
              ))}
            </ol>
            <p>{howToGive.mpesa.after}</p>
          </Card>
          <Card title={howToGive.bank.title}>
            <div className="donate-details">
              <DescriptionList
                items={(['bank', 'branch', 'accountName', 'accountNumber', 'swift'] as const).map((field) => ({
                  label: howToGive.bank.labels[field],
                  value: bank[field],
                }))}
              />
            </div>
            <p>{howToGive.bank.reference}</p>
          </Card>
          <Card
            title={howToGive.paypal.title}
            actions={
              <ButtonLink href={paypal} variant="secondary">
                {howToGive.paypal.link}
              </ButtonLink>
            }
          >
            <p>{howToGive.paypal.text}</p>
          </Card>
          <Card
            title={howToGive.cheque.title}
            actions={
              <ButtonLink href={href(contactHref('visit'))} variant="secondary">
                {howToGive.cheque.link}
              </ButtonLink>
            }
          >
            <p>{howToGive.cheque.text}</p>
          </Card>
        </Grid>
        <div className="donate-trust">
          <div>
            <h3>{howToGive.registration.title}</h3>
            <p>{howToGive.registration.text}</p>
            <div className="donate-details">
              <DescriptionList
                items={[
                  { label: howToGive.registration.ngo, value: registration.ngo },
                  { label: howToGive.registration.pbo, value: registration.pbo },
                  {
                    label: howToGive.registration.taxExemption,
                    value: taxStatement(status, site.taxExemption),
                  },
                ]}
              />
            </div>
          </div>
          <div>
            <h3>{howToGive.receipt.title}</h3>
            {receipt.notes.map((note) => (
              <p key={note}>{note}</p>
            ))}
            <HowTo howTo={receipt.howTo} />
          </div>
        </div>
      </Section>

      <Section id="faq" title={donate.words.frequentlyAskedQuestions} narrow tone="muted">
        <Faq items={donate.faqs} />
      </Section>
    </>
  );
}
