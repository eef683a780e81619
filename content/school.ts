import { z } from 'zod';
import {
  callToAction,
  hero,
  internalHref,
  pageMeta,
  pageWords,
  sentenceWith,
  text,
  textList,
  verbatim,
} from './lib/records/shapes';
import { testimonial } from './lib/records/people';
import { documentFactWords, documentFiguresAsOf, factWords } from './facts';
import { TODAY } from './lib/time/today';
import { loadRecord } from './lib/records/records';
import { LANG } from './lib/words/edition';
import { publishedDocument, type PublishedDocument } from './lib/records/documents';
import { DOCUMENT_LANG } from './lib/words/language';
import { contactFor } from './lib/records/site-record';
import { fill } from './lib/words/template';
import type { Block } from '../lib/pdf';
import contact, { schema as contactSchema, type Contact } from './contact';
import site from './site';

export const programmeSchema = z.object({
  title: text,
  description: text,
  ages: text.describe('Who it is for: `Ages 10-18`, or the teachers a training serves.'),
  duration: text,
  features: textList,
  impact: text,
});
export type Programme = z.infer<typeof programmeSchema>;

export const schema = z.object({
  words: pageWords({
    downloadGuide: text,
    openTo: text,
    duration: text,
    ourSchoolProgrammes: text,
    whatTeachersAndStudents: text,
    requestSchoolVisit: text,
    features: text,
    impact: text,
    guideFormat: sentenceWith('size'),
  }),
  meta: pageMeta,
  hero,
  programmes: z.array(programmeSchema).min(1),
  overlap: text
    .meta({ title: 'The figures together' })
    .describe(
      'Said above the programmes: that a learner may take part in more than one of them, so their figures overlap and add up to more than the learners the school programmes have reached (School students, in Site-wide → Facts).',
    ),
  testimonials: z.array(testimonial).min(1),
  getInvolved: callToAction,
  guide: z
    .object({
      href: internalHref.refine((href) => /^\/guides\/[a-z0-9-]+\.pdf$/.test(href), 'must be /guides/<name>.pdf'),
      title: verbatim,
      intro: verbatim,
      visit: sentenceWith('email', 'subject').meta({ translate: false }),
    })
    .describe(
      'The programme guide that Download Program Guide saves: the PDF of this name in public/guides/ once the organisation puts one there; until then, one the site makes from the programmes above, with these words (in English, as the guide is).',
    ),
});
export type School = z.infer<typeof schema>;

/** The school programmes and what teachers and learners say about them. */
const school = loadRecord<School>('school', schema, { facts: factWords });

export default school;

/**
 * The programme guide: the PDF in public/guides/, or one made from the English records (content/lib/records/documents.ts):
 * each programme with who it is for, how long it runs, its features and impact, and how to ask for a visit.
 */
export const schoolGuide: PublishedDocument = (() => {
  const english =
    LANG === 'en' ? school : loadRecord<School>('school', schema, { facts: documentFactWords, lang: 'en' });
  const contacts =
    LANG === 'en' ? contact : loadRecord<Contact>('contact', contactSchema, { facts: documentFactWords, lang: 'en' });
  const { guide, words } = english;
  return publishedDocument(guide.href, 'content/school.yml: guide', () => {
    const visit = contacts.howTo.items.find((item) => item.id === 'school-visit');
    // The programmes' figures are the facts' (content/facts.ts): the guide says when they were counted, as the pages do.
    const asOf = documentFiguresAsOf(TODAY);
    const blocks: Block[] = [
      { type: 'h1', text: guide.title },
      { type: 'p', text: guide.intro },
      ...(asOf ? [{ type: 'p' as const, text: asOf }] : []),
      ...english.programmes.flatMap((programme): Block[] => [
        { type: 'h2', text: programme.title },
        { type: 'p', text: programme.description },
        {
          type: 'details',
          items: [
            { label: words.openTo, value: programme.ages },
            { label: words.duration, value: programme.duration },
            { label: words.impact, value: programme.impact },
          ],
        },
        { type: 'h3', text: words.features },
        { type: 'list', items: programme.features },
      ]),
    ];
    if (visit)
      blocks.push(
        { type: 'h2', text: visit.title },
        { type: 'p', text: visit.text },
        {
          type: 'p',
          text: fill(guide.visit, { email: contactFor(site, visit.contact).email, subject: visit.subject }),
        },
        { type: 'list', items: visit.include },
      );
    return { title: guide.title, lang: DOCUMENT_LANG, author: site.name, subject: guide.intro, blocks };
  });
})();
