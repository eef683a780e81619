/**
 * Closed lists of names that content records choose from and components draw, kept on the content side so
 * the data layer never imports markup.
 */

/** The badge palette: a tinted background with dark text each (styles/_tokens.scss, `$badge-tones`). */
export const tones = ['green', 'orange', 'blue', 'purple', 'yellow'] as const;
export type Tone = (typeof tones)[number];

/**
 * Whom a visitor writes to: each purpose has its own placeholder address and phone number in the site record
 * and its own section on the contact page (`/contact/#programmes`). `general` is the site's main email and phone.
 */
export const contactPurposes = ['general', 'programmes', 'partnerships', 'media', 'donations', 'safeguarding'] as const;
export type ContactPurpose = (typeof contactPurposes)[number];

/**
 * The contact page's how-to sections, each at `/contact/#<id>`: the site's Request School Visit, Apply Now,
 * Partner With Us... controls link to them (`contactHref`), so an id here is a promise to those links.
 */
export const howToIds = [
  'school-visit',
  'join',
  'apply',
  'book-lab',
  'volunteer',
  'partner',
  'board',
  'story',
  'photos',
  'newsletter',
] as const;
export type HowToId = (typeof howToIds)[number];

/** The icons components/Icon.tsx draws. */
export const iconNames = [
  'facebook',
  'twitter',
  'instagram',
  'linkedin',
  'play',
  'heart',
  'comment',
  'star',
  'chip',
  'image',
  'file',
  'check',
  'pin',
  'calendar',
  'users',
  'clock',
  'mail',
  'phone',
  'close',
  'lock',
  'gift',
  'repeat',
  'briefcase',
  'package',
  'trophy',
  'robot',
  'lightbulb',
  'globe',
  'cap',
] as const;
export type IconName = (typeof iconNames)[number];

/**
 * Picks one of `choices` for a key, always the same one for the same key (a string hash), so a category
 * keeps its badge tone and a placeholder picture its palette from build to build.
 */
export function pickStable<T>(key: string, choices: readonly T[]): T {
  let hash = 0;
  for (const char of key) hash = (hash * 31 + char.charCodeAt(0)) >>> 0;
  const choice = choices[hash % choices.length];
  if (choice === undefined) throw new RangeError(`pickStable: no choices to pick from for "${key}"`);
  return choice;
}

/** The tone a badge label gets when its record names none: the same label looks the same on every page. */
export function toneFor(label: string): Tone {
  return pickStable(label, tones);
}
