import type { Updates } from './updates';
import type { Translation } from './lib/translate';

export const translationOf = 'a7d7edf7ba11';

/** The updates themselves are translated in content/updates/<slug>.sw.md, so `updates` is left out here. */
const updates: Translation<Updates> = {
  categories: {
    Infrastructure: 'Miundombinu',
    Achievement: 'Mafanikio',
    Partnership: 'Ushirikiano',
    Technology: 'Teknolojia',
    Education: 'Elimu',
  },
  meta: {
    title: 'Habari za hivi punde',
    description:
      'Habari kutoka Jenga STEM Foundation: maabara mpya za ubunifu, matokeo ya Robot Olympiad, ushirikiano na kaunti, kuazimisha kompyuta mpakato na mafunzo ya walimu.',
  },
  hero: {
    title: 'Habari za Hivi Punde',
    lead: 'Habari kutoka maabara zetu, shule na washirika kote Kenya.',
  },
  subscribe: {
    title: 'Endelea Kupata Habari',
    text: 'Pokea habari zetu kwa barua pepe mara moja kwa mwezi: maabara mpya, matukio na hadithi za wanafunzi wetu.',
  },
  highlightsTitle: 'Mambo Muhimu',
  article: {
    readMore: 'Soma Zaidi',
    readMoreName: 'Soma zaidi: {title}',
    readTime: 'Dakika {minutes} za kusoma',
    newer: 'Habari mpya zaidi',
    older: 'Habari za zamani zaidi',
    related: 'Habari zinazohusiana',
  },
  feed: {
    title: 'Habari za Jenga STEM Foundation',
    subtitle: 'Habari kutoka maabara zetu, shule na washirika kote Kenya.',
  },
};

export default updates;
