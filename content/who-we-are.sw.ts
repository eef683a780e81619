import type { WhoWeAre } from './who-we-are';
import type { Translation } from './lib/translate';
import facts, { counties } from './facts';

export const translationOf = 'ed2dc12df3b4';

const whoWeAre: Translation<WhoWeAre> = {
  words: {
    ourStory: 'Hadithi yetu',
    ourCorePrinciples: 'Kanuni zetu kuu',
    whatWeDo: 'Tunachofanya',
    readOurValues: 'Soma Maadili Yetu',
  },
  meta: {
    title: 'Sisi ni nani',
    description:
      'Jinsi Jenga STEM Foundation ilivyokua kutoka klabu ya roboti ya Nairobi hadi shirika lisilo la faida la Kenya, kanuni nne za kazi yetu na tunachofanya.',
  },
  hero: {
    title: 'Sisi ni Nani',
    lead: 'Wahandisi, walimu na wahudumu wa vijana wanaoamini kwamba watoto wa Kenya hujifunza sayansi vizuri zaidi kwa kutumia mikono yao.',
  },
  story: [
    `Jenga STEM Foundation ilianza mwaka ${facts.founded} kama klabu ya roboti ya baada ya masomo, iliyoendeshwa na wahandisi watatu wa kujitolea katika shule za umma za Kibera na Kawangware. Wanafunzi hawakuwahi kushika bodi ya saketi, lakini ndani ya muhula mmoja walikuwa wametengeneza roboti zinazofuata mstari kwa vifaa chakavu na kidhibiti kidogo cha kielektroniki cha mtumba.`,
    'Walimu wakuu waliomba zaidi, na wazazi wakauliza ni nini kinachofuata baada ya shule. Tulijisajili kama shirika lisilo la faida, tukawafunza walimu wa kwanza kuendesha klabu zao wenyewe, na mwaka 2020 tukafungua maabara yetu ya kwanza ya ubunifu jijini Nairobi, ili vijana waliomaliza shule wawe na mahali pa kuendelea kubuni na kutengeneza vitu.',
    `Jina letu, "Jenga", linaeleza kazi yetu. Leo tunafanya kazi na shule washirika ${facts.partnerSchools}, zaidi ya walimu ${facts.teachersTrained} tuliowapa mafunzo na maabara za ubunifu ${facts.labs} katika kaunti ${counties}, na bado tunaanza kila programu kwa njia ileile: kwa kitu cha kutengeneza.`,
  ],
  principles: [
    {
      title: 'Jifunze kwa kujenga',
      description:
        'Kila kipindi huisha kwa kitu kinachofanya kazi, au kwa kuelewa wazi kwa nini bado hakifanyi kazi. Nadharia hufuata mradi, si kinyume chake.',
    },
    {
      title: 'Anza na matatizo ya nyumbani',
      description:
        'Miradi huanza na changamoto ambazo wanafunzi wanaziona nyumbani: maji, kilimo, usafiri, nishati. Kuzitatua kunaifanya STEM (sayansi, teknolojia, uhandisi na hisabati) kuwa na maana na manufaa.',
    },
    {
      title: 'Fursa sawa kwa wote',
      description:
        'Tunakwenda kwenye shule zisizo na maabara, tunaziazimisha vifaa, na programu zetu ni bure kwa wanafunzi ili gharama isiwe kikwazo kamwe.',
    },
    {
      title: 'Ushahidi kuliko hadithi',
      description:
        'Tunapima mahudhurio, idadi ya wanaomaliza programu na kile wanafunzi wanachoendelea kufanya baadaye, tunachapisha tunachogundua, na tunabadilisha programu zisizofanya kazi.',
    },
  ],
  whatWeDo: [
    {
      title: 'Programu za Shule',
      description:
        'Roboti, uandishi wa programu za kompyuta na kutengeneza vitu kwa mikono kwa wanafunzi wa miaka 6 hadi 18, pamoja na mafunzo yanayowasaidia walimu kuleta miradi katika masomo ya kila siku.',
    },
    {
      title: 'Programu za Vijana',
      description:
        'Njia za kuingia kazini na kwenye biashara kwa vijana wa miaka 18 hadi 30: Workplace Readiness, Startup Incubation na Innovation Sandbox iliyo wazi kwa wote.',
    },
    {
      title: 'Maabara za Ubunifu',
      description:
        'Karakana za ubunifu za jamii huko Nairobi, Kisumu na Mombasa, zenye printa za 3D, meza za kazi za elektroniki na washauri, zilizo wazi kwa wanafunzi na jamii kwa jumla.',
    },
  ],
  commitment: {
    title: 'Ahadi yetu',
    text: 'Tutaendelea kutoa programu zetu bure kwa wanafunzi, kuelekeza fedha tunazopokea mahali zinapowafikia, kuripoti matokeo yetu wazi kila mwaka, na kumlinda kila mtoto aliye chini ya uangalizi wetu. Picha za wanafunzi huwekwa tu kwa idhini ya mzazi au mlezi.',
  },
};

export default whoWeAre;
