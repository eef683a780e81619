import type { Features } from './features';
import type { Translation } from './lib/translate';

export const translationOf = '32976075804a';

/** The stories themselves are translated in content/features/<slug>.sw.md, so `stories` is left out here. */
const features: Translation<Features> = {
  words: {
    storiesOfChange: 'Hadithi za mabadiliko',
    submitYourStory: 'Tuma Hadithi Yako',
  },
  categories: {
    'Girls in STEM': 'Wasichana katika STEM',
    'Community Engagement': 'Ushirikiano na Jamii',
    'Innovative Projects': 'Miradi ya Ubunifu',
  },
  meta: {
    title: 'Hadithi za mafanikio',
    description:
      'Hadithi za mabadiliko kutoka programu zetu: msichana anayeongoza klabu ya roboti, maabara ya shule iliyo wazi kwa kijiji, na kampuni changa ya mwanzilishi kijana.',
  },
  hero: {
    title: 'Hadithi za Mafanikio',
    lead: 'Mabadiliko halisi madarasani, vijijini na katika kampuni changa, yakisimuliwa na watu walioyaleta.',
  },
  share: {
    title: 'Tusimulie Hadithi Yako',
    text: 'Je, programu zetu zimeleta mabadiliko kwako, kwa shule yako au kwa jamii yako? Tungependa kusikia kutoka kwako.',
  },
  impactTitle: 'Matokeo Yaliyopatikana',
  article: {
    readMore: 'Soma Hadithi Kamili',
    readMoreName: 'Soma hadithi kamili: {title}',
    readTime: 'Dakika {minutes} za kusoma',
    newer: 'Hadithi mpya zaidi',
    older: 'Hadithi ya zamani zaidi',
    related: 'Hadithi zaidi',
  },
};

export default features;
