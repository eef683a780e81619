import { z } from 'zod';
import { hero, pageMeta, pageWords, sentenceWith, text } from './lib/records/shapes';
import { loadRecord } from './lib/records/records';
import { factWords } from './facts';

/**
 * The page the service worker shows, in the edition asked for, when there is no connection and the page
 * asked for was never read on this device (client/service-worker/): the pages saved on the device, listed by
 * script, and a link home.
 */
export const schema = z
  .object({
    meta: pageMeta,
    hero,
    words: pageWords({
      savedPages: text,
      savedLead: text,
      noneSaved: text,
      home: text,
      savedOn: sentenceWith('date').describe('Beside each saved page: {date} is when it was saved.'),
    }),
  })
  .meta({ title: 'Offline page' });
export type Offline = z.infer<typeof schema>;

const offline = loadRecord<Offline>('offline', schema, { facts: factWords });

export default offline;
