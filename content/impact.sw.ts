import type { Impact } from './impact';
import type { Translation } from './lib/translate';

export const translationOf = 'b393085296cf';

const impact: Translation<Impact> = {
  words: {
    ourReachInNumbers: 'Tunakofika, kwa takwimu',
    exploreOurImpact: 'Gundua matokeo yetu',
  },
  meta: {
    title: 'Matokeo yetu',
    description:
      'Mabadiliko yanayoletwa na mafunzo ya STEM kwa vitendo nchini Kenya: idadi ya tuliowafikia, pamoja na hadithi, habari, blogu, matunzio ya picha na ripoti.',
  },
  hero: {
    title: 'Matokeo Yetu',
    lead: 'Hadithi, habari, picha na ripoti kutoka miaka sita ya kujifunza STEM (sayansi, teknolojia, uhandisi na hisabati) kwa vitendo kote Kenya.',
  },
  stats: [
    { label: 'wanafunzi waliofikiwa' },
    { label: 'walimu waliopata mafunzo' },
    { label: 'kiwango cha kumaliza programu' },
    { label: 'shule washirika' },
  ],
  sections: [
    {
      title: 'Hadithi za Mafanikio',
      description: 'Mfahamu mwanafunzi, shule na kijana mwanzilishi ambao maisha yao na jamii zao zilibadilika.',
      image: { alt: 'Mwanafunzi anarekebisha mkono wa kihisi wa roboti huku wasichana wawili wadogo wakitazama.' },
    },
    {
      title: 'Habari za Hivi Punde',
      description: 'Habari kutoka maabara zetu, shule na washirika: maabara mpya, tuzo na hatua muhimu.',
      image: { alt: 'Utepe unakatwa kwenye mlango wa maabara mpya ya ubunifu ya Likoni.' },
    },
    {
      title: 'Blogu',
      description:
        'Timu yetu inaandika kuhusu wasichana katika STEM, ufundishaji, ujasiriamali na upatikanaji wa teknolojia.',
      image: {
        alt: 'Mwalimu anaonyesha mkono wa kadibodi unaoendeshwa kwa maji, uliotengenezwa kwa mabomba ya sindano.',
      },
    },
    {
      title: 'Matunzio ya Picha',
      description: 'Picha na video za matukio yetu, programu, wanafunzi, majengo na vifaa, na mafanikio yetu.',
      image: { alt: 'Wanafunzi na familia wanatembea kati ya mabanda ya Maker Faire.' },
    },
    {
      title: 'Ripoti',
      description: 'Ripoti za mwaka, za programu, za fedha, za utafiti na za miradi, tayari kupakuliwa.',
      image: { alt: 'Timu ya kampuni changa inainua cheti cha tuzo jukwaani.' },
    },
  ],
};

export default impact;
