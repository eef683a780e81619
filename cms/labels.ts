/**
 * What the CMS calls a field that its schema gives no title (`.meta({ title })`): its name in words, as a
 * sentence starts: `whatWeDo` is "What we do", `accountNumber` "Account number", `cookie-banner` "Cookie
 * banner". Capitals that stand together (`SWIFT`) and digits stay as they are.
 */
export function humanise(name: string): string {
  const words = name
    .replace(/([a-z0-9])([A-Z])/g, '$1 $2')
    .replace(/[-_\s]+/g, ' ')
    .trim()
    .split(' ')
    .map((word, i) => (i > 0 && /^[A-Z][a-z]/.test(word) ? word.toLowerCase() : word));
  const sentence = words.join(' ');
  return sentence.charAt(0).toUpperCase() + sentence.slice(1);
}
