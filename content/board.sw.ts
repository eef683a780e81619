import type { Board } from './board';
import type { Translation } from './lib/translate';

export const translationOf = '65ada864623d';

/** `members` is empty in the English until the board is announced, so it is left out here. */
const board: Translation<Board> = {
  words: {
    ourBoard: 'Bodi yetu',
    howTheBoardGoverns: 'Jinsi bodi inavyoongoza',
    contactTheBoard: 'Wasiliana na Bodi',
    explorePartnerships: 'Gundua Ushirikiano',
  },
  meta: {
    title: 'Bodi ya wakurugenzi',
    description:
      'Bodi ya Jenga STEM Foundation: wanachama wake, na jinsi inavyosimamia mkakati wetu, fedha zetu na matokeo ya programu zetu za STEM.',
  },
  hero: {
    title: 'Bodi ya Wakurugenzi',
    lead: 'Bodi huweka mwelekeo wetu, hulinda fedha zetu na hutuwajibisha kwa matokeo tunayoahidi.',
  },
  emptyTitle: 'Sehemu ya Bodi Iko Tayari',
  emptyNote:
    'Tunaendelea kuteua bodi yetu ya wakurugenzi, na tutawatambulisha wanachama wake hapa uteuzi utakapothibitishwa. Hadi wakati huo, waanzilishi na kamati ya muda ya fedha ndio wanaosimamia shirika.',
  governance: [
    {
      title: 'Mipango ya Kimkakati',
      description:
        'Ikishateuliwa, bodi itaidhinisha mkakati wetu wa miaka mitano na mipango ya kila mwaka, na kuhakikisha kwamba kila programu inatimiza dhamira na malengo yetu.',
    },
    {
      title: 'Usimamizi wa Fedha',
      description:
        'Bodi itaidhinisha bajeti, itamteua mkaguzi wa hesabu kutoka nje na kupitia matumizi kila robo mwaka, ili fedha za wafadhili ziwafikie wanafunzi.',
    },
    {
      title: 'Tathmini ya Matokeo',
      description:
        'Bodi itapitia kile ambacho programu zetu zinafanikisha, kuanzia viwango vya kumaliza programu hadi vijana waliopata kazi, na kuagiza mabadiliko pale matokeo yanapokuwa chini ya matarajio.',
    },
  ],
  getInvolved: {
    title: 'Fanya kazi na bodi yetu',
    text: 'Ikiwa ungependa kuhudumu kwenye bodi, au kushirikiana na shirika letu katika ngazi ya bodi, tungependa kusikia kutoka kwako.',
  },
};

export default board;
