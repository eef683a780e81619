import { Fragment } from 'react';
import { formatDate } from '../content/lib/time/dates';
import type { LegalBlock, LegalDocument as LegalText, ReviewedDocument } from '../content/lib/records/legal-document';
import { fill } from '../content/lib/words/template';
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

/** A legal page's text: one that gives the day it last changed, or the day it was last reviewed. */
type Document = LegalText | ReviewedDocument;

/** Our address, with the document's name as the subject of an email, and how soon we reply if the document says. */
function ContactDetails({ subject, replyWorkingDays }: { subject: string; replyWorkingDays: number | undefined }) {
  const { site, legalDocument: words } = useSite();
  const { address } = site;
  return (
    <>
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
      {replyWorkingDays !== undefined && <p>{fill(words.reply, { days: replyWorkingDays })}</p>}
    </>
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

function Block({ block, document }: { block: LegalBlock; document: Document }) {
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
  const replyWorkingDays = 'replyWorkingDays' in document ? document.replyWorkingDays : undefined;
  return <ContactDetails subject={document.hero.title} replyWorkingDays={replyWorkingDays} />;
}

/**
 * A legal page: its hero, then the text at a readable measure with the date it last changed (or was last
 * reviewed), a table of contents and its sections.
 */
export function LegalDocument({ document }: { document: Document }) {
  const { legalDocument: words } = useSite();
  const [line, date] = 'reviewed' in document ? [words.reviewed, document.reviewed] : [words.updated, document.updated];
  const [dateBefore, dateAfter] = line.split('{date}');
  return (
    <>
      <Hero {...document.hero} />
      <div className="legal-document">
        <div className="container container--narrow prose">
          <p className="legal-document__updated">
            {dateBefore}
            <time dateTime={date}>{formatDate(date)}</time>
            {dateAfter}
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
                <Block block={block} document={document} key={i} />
              ))}
            </section>
          ))}
        </div>
      </div>
    </>
  );
}
