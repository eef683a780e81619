import type { HowTo as HowToWords } from '../content/lib/records/shapes';
import { contactFor } from '../content/lib/records/site-record';
import { EmailLink } from './EmailLink';
import { useSite } from './SiteContext';

/**
 * How to do something the site cannot do itself: the address to write to (its email link fills in the
 * subject), the subject, what to include and when, the last two where there are any. (Phone numbers are on
 * the contact page, by purpose.)
 */
export function HowTo({ howTo }: { howTo: Pick<HowToWords, 'contact' | 'subject'> & Partial<HowToWords> }) {
  const { site, contact } = useSite();
  const { labels } = contact;
  const { email } = contactFor(site, howTo.contact);
  return (
    <dl className="how-to">
      <div className="how-to__row">
        <dt>{labels.writeTo}</dt>
        <dd>
          <EmailLink email={email} subject={howTo.subject} />
        </dd>
      </div>
      <div className="how-to__row">
        <dt>{labels.subject}</dt>
        <dd>{howTo.subject}</dd>
      </div>
      {howTo.include && howTo.include.length > 0 && (
        <div className="how-to__row how-to__row--wide">
          <dt>{labels.include}</dt>
          <dd>
            <ul className="how-to__list">
              {howTo.include.map((item) => (
                <li key={item}>{item}</li>
              ))}
            </ul>
          </dd>
        </div>
      )}
      {howTo.when && (
        <div className="how-to__row how-to__row--wide">
          <dt>{labels.when}</dt>
          <dd>{howTo.when}</dd>
        </div>
      )}
    </dl>
  );
}
