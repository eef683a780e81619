import { Fragment } from 'react';
import { formatDate } from '../content/lib/dates';
import type { LegalBlock, LegalDocument as LegalText } from '../content/lib/legal-document';
import { fill } from '../content/lib/template';
import { EmailLink } from './EmailLink';
import { Hero } from './Hero';
import { PhoneLink } from './PhoneLink';
import { useSite } from './SiteContext';

/** Text in which `backticked` words are technical names, shown as code. */
function Inline({ text }: { text: string }) {
  return (
    <>
      {text
        .split('`')
        .map((part, i) => (i % 2 === 1 ? <code key={i}>{part}</code> : <Fragment key={i}>{part}</Fragment>))}
    </>
  );
}

/** Our address, with the document's name as the subject of an email. */
function ContactDetails({ subject }: { subject: string }) {
  const { site, legalDocument: words } = useSite();
  const { address } = site;
  return (
    <dl className="legal-document__contact">
      <dt>{words.email}</dt>
      <dd>
        <EmailLink email={site.email} subject={subject} />
      </dd>
      <dt>{words.phone}</dt>
      <dd>
        <PhoneLink phone={site.phone} />
      </dd>
      <dt>{words.post}</dt>
      <dd>
        {site.name}, {address.street}, {address.locality} {address.postalCode}, {address.country}
      </dd>
    </dl>
  );
}

/** The cookie banner's categories, each with its status and what it is for, as the banner says them. */
function CookieCategories() {
  const { cookieBanner } = useSite();
  return (
    <ul>
      {cookieBanner.categories.map(({ id, name, status, description }) => (
        <li key={id}>
          {status ? `${name} (${status})` : name}: {description}
        </li>
      ))}
    </ul>
  );
}

function Block({ block, subject }: { block: LegalBlock; subject: string }) {
  const { legalDocument: words } = useSite();
  if (block.type === 'paragraph')
    return (
      <p>
        <Inline text={block.paragraph} />
      </p>
    );
  if (block.type === 'list')
    return (
      <ul>
        {block.list.map((item) => (
          <li key={item}>
            <Inline text={item} />
          </li>
        ))}
      </ul>
    );
  if (block.type === 'definitions')
    return (
      <dl className="legal-document__definitions">
        {block.definitions.map(({ term, where, description }) => (
          <div className="legal-document__definition" key={term}>
            <dt>
              <code>{term}</code> <span className="legal-document__where">{fill(words.storedIn, { where })}</span>
            </dt>
            <dd>
              <Inline text={description} />
            </dd>
          </div>
        ))}
      </dl>
    );
  if (block.type === 'cookie-categories') return <CookieCategories />;
  return <ContactDetails subject={subject} />;
}

/** A legal page: its hero, then the text at a readable measure with the date it last changed, a table of contents and its sections. */
export function LegalDocument({ document }: { document: LegalText }) {
  const { legalDocument: words } = useSite();
  const [updatedBefore, updatedAfter] = words.updated.split('{date}');
  return (
    <>
      <Hero {...document.hero} />
      <div className="legal-document">
        <div className="container container--narrow prose">
          <p className="legal-document__updated">
            {updatedBefore}
            <time dateTime={document.updated}>{formatDate(document.updated)}</time>
            {updatedAfter}
          </p>
          <nav className="legal-document__toc" aria-labelledby="contents-heading">
            <h2 className="legal-document__toc-title" id="contents-heading">
              {words.contents}
            </h2>
            <ol>
              {document.sections.map((section) => (
                <li key={section.id}>
                  <a href={`#${section.id}`}>{section.heading}</a>
                </li>
              ))}
            </ol>
          </nav>
          {document.sections.map((section) => (
            <section
              className="legal-document__section"
              id={section.id}
              aria-labelledby={`${section.id}-heading`}
              key={section.id}
            >
              <h2 id={`${section.id}-heading`}>{section.heading}</h2>
              {section.blocks.map((block, i) => (
                <Block block={block} subject={document.hero.title} key={i} />
              ))}
            </section>
          ))}
        </div>
      </div>
    </>
  );
}
