/**
 * A phone number that a phone can dial: dialled without spaces, shown as written (`+254 700 000 000`) with
 * non-breaking spaces so that it never breaks across lines.
 */
export function PhoneLink({ phone }: { phone: string }) {
  return <a href={`tel:${phone.replace(/\s/g, '')}`}>{phone.replace(/ /g, '\u00a0')}</a>;
}
