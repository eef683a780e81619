/**
 * What a blank competition's English form in the content editor asks the editor to fill (a red star), by
 * its place in the event: what a visitor must know (content/competitions.ts), and whom to write to, which
 * starts filled in. The limit is 8.
 */
export const NEW_EVENT_ASKS = [
  'title',
  'description',
  'dates.from',
  'location',
  'details.timeline.registration.from',
  'howToEnter.contact',
];
