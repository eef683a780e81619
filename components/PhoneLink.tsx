/** A phone number that a phone can dial: shown as written (`+254 700 000 000`), dialled without spaces. */
export function PhoneLink({ phone }: { phone: string }) {
  return (
    <a className="phone-link" href={`tel:${phone.replace(/\s/g, '')}`}>
      {phone}
    </a>
  );
}
