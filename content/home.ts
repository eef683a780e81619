import { z } from 'zod';
import {
  hero,
  image,
  listsItsProgrammes,
  pageMeta,
  pageWords,
  programmeAreaCard,
  sentenceWith,
  stat,
  text,
} from './lib/records/shapes';
import { testimonial } from './lib/records/people';
import { factWords } from './facts';
import { loadRecord } from './lib/records/records';

export const schema = z.object({
  words: pageWords({
    whatWeDo: text,
    inTheirWords: text,
    momentsFromTheField: text,
    exploreOurPrograms: text,
    readMoreImpactStories: text,
    seeTheFullGallery: text,
    donate: text,
    donateNow: text,
    learnAboutUs: text,
  }),
  meta: pageMeta,
  hero,
  welcome: z.object({ title: text, paragraphs: z.array(text).min(1) }),
  reach: z.array(stat).min(1),
  programmeAreas: z
    .array(programmeAreaCard.extend({ image }))
    .min(1)
    .superRefine(listsItsProgrammes)
    .describe('The programme areas as cards, each with its picture and the programmes of its page.'),
  testimonial,
  video: z.object({ title: text, description: text, poster: image, play: text, notice: text }),
  gallery: z.array(z.object({ image, caption: text })).min(1),
  mission: z.object({
    title: text,
    text,
    goal: sentenceWith('goal', 'year').describe(
      'Said after the text while the foundation has goals for a year to come (Pages → History → Goals): "Help us reach {goal} by the end of {year}."',
    ),
    goalAfterMissed: sentenceWith('reached', 'target', 'year', 'goal', 'deadline').describe(
      'Said instead when those goals set again a target an earlier year did not reach: "After reaching {reached} of {target} in {year}, help us reach {goal} by the end of {deadline}."',
    ),
  }),
});
export type Home = z.infer<typeof schema>;

/** The words and pictures of the home page. */
const home = loadRecord<Home>('home', schema, { facts: factWords });

export default home;
