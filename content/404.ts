import { z } from 'zod';
import { internalHref, pageMeta, text } from './lib/shapes';

/** The page shown for any address the site does not have. */
export const schema = z.object({
  /** The page's own words: its section headings, links and buttons. */
  words: z.object({
    title: text,
    code: text,
    lead: text,
    returnToHome: text,
  }),
  meta: pageMeta,
  code: text,
  title: text,
  text,
  home: z.object({ label: text, href: internalHref }),
});
export type NotFound = z.infer<typeof schema>;

const notFound: NotFound = {
  words: {
    title: 'Oops! Page not found',
    code: '404: ',
    lead: 'The page you are looking for may have moved, or the link may be mistyped.',
    returnToHome: 'Return to Home',
  },
  meta: {
    title: 'Page not found',
    description:
      'The page you asked for does not exist. Return to the home page to find programmes, stories and ways to help.',
  },
  code: '404',
  title: 'Oops! Page not found',
  text: 'The page you are looking for may have moved, or the link may be mistyped.',
  home: { label: 'Return to Home', href: '/' },
};

export default notFound;
