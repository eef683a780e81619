/**
 * The site ships with contact and payment details that are plainly not real, until the organisation gives
 * its own (CONTENT.md lists each one and where it is replaced): zeros for numbers, `XXXX` for codes,
 * "Example" in names and links, `example.org` for email addresses and `+254 700 000 xxx` for phone numbers.
 */
export function isPlaceholder(value: string): boolean {
  const digits = value.replace(/\D/g, '');
  return (
    /example/i.test(value) ||
    /^X{4}/.test(value) ||
    /^\+254 700 000 \d{3}$/.test(value) ||
    (digits.length > 0 && /^0+$/.test(digits))
  );
}

export type Field = [path: string[], value: string];

/**
 * A group of details that must be replaced together: all placeholders, or all real. A half-filled group (a
 * real paybill beside a placeholder account number) could send a donor's money or a parent's email to the
 * wrong place, so each placeholder left in a group that has real values is a problem.
 */
export function halfFilled(fields: Field[]): { path: string[]; message: string }[] {
  const real = fields.filter(([, value]) => !isPlaceholder(value)).map(([path]) => path.join('.'));
  if (real.length === 0 || real.length === fields.length) return [];
  return fields
    .filter(([, value]) => isPlaceholder(value))
    .map(([path]) => ({
      path,
      message: `is still a placeholder while ${real.join(', ')} ${real.length === 1 ? 'is' : 'are'} real: replace them all together (CONTENT.md, "Replace the placeholder details")`,
    }));
}
