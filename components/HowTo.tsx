import contact from '../content/contact';
import type { HowTo as HowToWords } from '../content/lib/shapes';
import { contactFor } from '../content/site';
import { CheckList } from './CheckList';
import { EmailLink } from './EmailLink';
import { PhoneLink } from './PhoneLink';

/**
 * How to do something the site cannot do itself: the address to write to (its email link fills in the
 * subject), the phone number, the subject, what to include and when.
 */
export function HowTo({ howTo }: { howTo: HowToWords }) {
  const { labels } = contact;
  const { email, phone } = contactFor(howTo.contact);
  return (
    <dl className="how-to">
      <div className="how-to__row">
        <dt>{labels.writeTo}</dt>
        <dd>
          <EmailLink email={email} subject={howTo.subject} />
        </dd>
      </div>
      {phone && (
        <div className="how-to__row">
          <dt>{labels.call}</dt>
          <dd>
            <PhoneLink phone={phone} />
          </dd>
        </div>
      )}
      <div className="how-to__row">
        <dt>{labels.subject}</dt>
        <dd>{howTo.subject}</dd>
      </div>
      <div className="how-to__row how-to__row--wide">
        <dt>{labels.include}</dt>
        <dd>
          <CheckList items={howTo.include} />
        </dd>
      </div>
      <div className="how-to__row how-to__row--wide">
        <dt>{labels.when}</dt>
        <dd>{howTo.when}</dd>
      </div>
    </dl>
  );
}
