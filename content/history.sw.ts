import type { History } from './history';
import type { Translation } from './lib/translate';
import facts, { atLeast, counties } from './facts';

export const translationOf = '7e9dac3e58a7';

const history: Translation<History> = {
  words: {
    goals: 'Malengo yetu ya {year}',
    achievements: 'Mafanikio ya {year}',
    ourJourney: 'Safari yetu',
    whereWeAreToday: 'Tulipo leo',
    supportTheVision: 'Unga Mkono Maono Yetu',
  },
  meta: {
    title: 'Historia yetu',
    description: `Jenga STEM Foundation kuanzia ${facts.founded} hadi 2024: hatua muhimu mwaka baada ya mwaka, tulipo leo, malengo yetu ya 2025 na maono yetu ya 2030.`,
  },
  hero: {
    title: 'Historia Yetu',
    lead: `Kutoka klabu moja ya roboti mwaka ${facts.founded} hadi maabara ${facts.labs} za ubunifu katika kaunti ${counties}: hatua tulizopiga hadi sasa, na safari iliyo mbele yetu.`,
  },
  timeline: [
    {
      title: 'Klabu ya roboti katika shule tatu',
      description:
        'Wahandisi watatu wa kujitolea walianzisha klabu za roboti za baada ya masomo katika shule za msingi za umma huko Kibera na Kawangware, wakitumia kompyuta mpakato walizopewa kama msaada na vipuri vilivyotumika tena.',
      achievements: [
        'Jenga STEM Foundation ilisajiliwa kama shirika lisilo la faida',
        'Wanafunzi 120 katika klabu za kwanza',
        'Maonyesho ya kwanza ya roboti za shule jijini Nairobi',
      ],
    },
    {
      title: 'Kujifunza katika kipindi cha vizuizi',
      description:
        'Shule zilipofungwa tuliwapelekea wanafunzi vifaa vya sayansi nyumbani, tukafundisha kupitia redio na ujumbe mfupi wa simu, na tukafungua maabara yetu ya kwanza ya ubunifu vizuizi vilipolegezwa.',
      achievements: [
        'Nairobi Innovation Hub ilifunguliwa',
        'Programu ya kuazima kompyuta mpakato na vifaa ilizinduliwa',
        'Walimu 20 wa kwanza walipata mafunzo',
      ],
    },
    {
      title: 'Kufika magharibi mwa Kenya',
      description:
        'Kituo cha pili cha ubunifu kilifunguliwa Kisumu na Creative Coding ikaanza, ikileta michezo ya kompyuta na uhuishaji katika madarasa ya shule za msingi.',
      achievements: [
        'Kisumu Innovation Hub ilifunguliwa',
        'Creative Coding ilizinduliwa kwa watoto wa miaka 8-16',
        'Programu zetu zilianza kuendeshwa katika kaunti tano',
      ],
    },
    {
      title: 'Wasichana na vijana kwanza',
      description:
        'Ignite Girls na programu ya Workplace Readiness zilianza, na timu yetu ya kwanza ilishindana katika mchujo wa kitaifa wa Robot Olympiad.',
      achievements: [
        'Ignite Girls ilizinduliwa kwa wasichana wa miaka 12-18',
        'Kundi la kwanza la Workplace Readiness, lenye vijana 40',
        'Maabara ya kuhamahama ilianza safari zake kwenda shule za vijijini',
      ],
    },
    {
      title: 'Kutoka pwani hadi kaunti',
      description:
        'Kituo cha Mombasa kilifunguliwa, kiatamizi cha kampuni changa kilipokea kampuni zake za kwanza, na shule nne zilifungua maabara tanzu kwa vifaa na mafunzo yetu.',
      achievements: [
        'Mombasa Innovation Hub ilifunguliwa',
        'Kiatamizi cha kampuni changa kilizinduliwa na kampuni changa sita',
        'Maabara tanzu nne za shule zilipewa vifaa',
      ],
    },
    {
      title: 'Kukuza kinachofanya kazi',
      description: `Tukiwa na washirika wengi kuliko wakati wowote, tulimfunza mwalimu wetu wa mia moja, tukamkaribisha mwanafunzi wetu wa 2,500, na ${facts.completionRate}% ya wanafunzi wetu walimaliza programu zao hadi mwisho.`,
      achievements: [
        `Wanafunzi ${atLeast(facts.studentsReached)} wamefikiwa tangu ${facts.founded}`,
        `Walimu ${atLeast(facts.teachersTrained)} wamepata mafunzo`,
        `Shule washirika ${facts.partnerSchools} katika kaunti ${counties}`,
        `Kiwango cha ${facts.completionRate}% cha kumaliza programu`,
      ],
    },
  ],
  headlines: [
    { label: 'wanafunzi waliofikiwa' },
    { label: 'walimu waliopata mafunzo' },
    { label: 'kaunti' },
    { label: 'maabara za ubunifu' },
  ],
  goals: {
    targets: [
      { label: 'wanafunzi' },
      { label: 'kaunti' },
      { label: 'maabara za ubunifu' },
      { label: 'walimu waliopata mafunzo' },
    ],
  },
  vision: {
    title: 'Maono yetu ya 2030',
    text: 'Kufikia 2030 tunataka kila mwanafunzi katika kaunti zote 47 awe karibu na maabara ya STEM (sayansi, teknolojia, uhandisi na hisabati), inayoendeshwa na walimu wa Kenya na wabunifu vijana tuliowafunza, na kuwe na kizazi cha wahitimu wanaojenga kampuni zitakazowaajiri wanaofuata.',
  },
};

export default history;
