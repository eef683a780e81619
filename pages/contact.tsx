import { Card } from '../components/Card';
import { CheckList } from '../components/CheckList';
import { DescriptionList } from '../components/DescriptionList';
import { EmailLink } from '../components/EmailLink';
import { Grid } from '../components/Grid';
import { Hero } from '../components/Hero';
import { HowTo } from '../components/HowTo';
import { Picture } from '../components/Picture';
import { PhoneLink } from '../components/PhoneLink';
import { Section } from '../components/Section';
import { organisation } from '../components/StructuredData';
import contact from '../content/contact';
import facts from '../content/facts';
import { contactPurposes, type ContactPurpose } from '../content/lib/records/vocabulary';
import { contactFor } from '../content/lib/records/site-record';
import site from '../content/site';

export const meta = contact.meta;

const PATH = '/contact/';

/** The purpose's address, with its subject filled in, and its phone number. */
function ContactPoint({ purpose }: { purpose: ContactPurpose }) {
  const { email, phone } = contactFor(site, purpose);
  return (
    <div className="contact-point">
      <DescriptionList
        items={[
          {
            label: contact.labels.email,
            value: <EmailLink email={email} subject={contact.purposes[purpose].subject} />,
          },
          ...(phone ? [{ label: contact.labels.phone, value: <PhoneLink phone={phone} /> }] : []),
        ]}
      />
    </div>
  );
}

/**
 * For search engines: this is the organisation's contact page, with a contact point for each purpose. The
 * build adds it to the page's JSON-LD graph, beside the breadcrumbs.
 */
export function structuredData() {
  const { '@type': type, name, url, address } = organisation(site, facts);
  const contactPage = {
    '@type': 'ContactPage',
    name: contact.hero.title,
    url: site.url + PATH,
    // The organisation as the home page describes it in full, here by its name, address and contact points.
    mainEntity: {
      '@type': type,
      name,
      url,
      address,
      contactPoint: contactPurposes.map((purpose) => {
        const { email, phone } = contactFor(site, purpose);
        return {
          '@type': 'ContactPoint',
          contactType: contact.purposes[purpose].title,
          email,
          telephone: phone,
          areaServed: 'KE',
          availableLanguage: ['en', 'sw'],
        };
      }),
    },
  };
  return [contactPage];
}

export default function ContactPage() {
  const { visit, writeToUs, purposes, safeguarding, howTo } = contact;
  const { address } = site;
  return (
    <>
      <Hero {...contact.hero} />

      <Section id="visit" title={visit.title}>
        <div className="contact-visit">
          <div className="contact-visit__text">
            <h3>{visit.addressTitle}</h3>
            <address className="contact-visit__address">
              {site.name}
              <br />
              {address.street}
              <br />
              {address.locality} {address.postalCode}, {address.country}
            </address>
            <h3>{visit.directionsTitle}</h3>
            {visit.directions.map((paragraph) => (
              <p key={paragraph}>{paragraph}</p>
            ))}
          </div>
          <div className="contact-visit__aside">
            <Picture image={visit.map} slot="wide" className="contact-visit__map" />
            <h3>{visit.hoursTitle}</h3>
            <DescriptionList items={visit.officeHours.map(({ days, hours }) => ({ label: days, value: hours }))} />
          </div>
        </div>
      </Section>

      <Section id="write-to-us" title={writeToUs.title} intro={<p>{writeToUs.intro}</p>} tone="muted">
        <Grid columns={3}>
          {contactPurposes
            .filter((purpose) => purpose !== 'safeguarding')
            .map((purpose) => (
              <Card key={purpose} id={purpose} title={purposes[purpose].title}>
                <p>{purposes[purpose].description}</p>
                <ContactPoint purpose={purpose} />
              </Card>
            ))}
        </Grid>
      </Section>

      <Section id="safeguarding" title={purposes.safeguarding.title} intro={<p>{safeguarding.intro}</p>}>
        <div className="safeguarding">
          <div>
            <h3>{safeguarding.reportTitle}</h3>
            <CheckList items={safeguarding.report} />
          </div>
          <div>
            <h3>{safeguarding.responseTitle}</h3>
            <p>{safeguarding.response}</p>
            <ContactPoint purpose="safeguarding" />
            <p className="safeguarding__emergency">{safeguarding.emergency}</p>
          </div>
        </div>
      </Section>

      <Section id="how-to" title={howTo.title} intro={<p>{howTo.intro}</p>} tone="muted">
        <Grid columns={2}>
          {howTo.items.map((item) => (
            <Card key={item.id} id={item.id} title={item.title}>
              <p>{item.text}</p>
              <HowTo howTo={item} />
            </Card>
          ))}
        </Grid>
      </Section>
    </>
  );
}
