import type { School } from './school';
import type { Translation } from './lib/translate';
import facts, { counties } from './facts';

export const translationOf = '55681128e82d';

const school: Translation<School> = {
  words: {
    downloadGuide: 'Pakua Mwongozo wa Programu',
    openTo: 'Kwa ajili ya',
    duration: 'Muda',
    ourSchoolProgrammes: 'Programu zetu za shule',
    whatTeachersAndStudents: 'Wanachosema walimu na wanafunzi',
    requestSchoolVisit: 'Omba Ziara Shuleni',
  },
  meta: {
    title: 'Programu za shule',
    description:
      'Jenga STEM Academy, Creative Coding, Ignite Girls na mafunzo ya walimu wa STEM: programu za vitendo kwa shule, wanafunzi na walimu wa Kenya.',
  },
  hero: {
    title: 'Programu za Shule',
    lead: 'Roboti, uandishi wa programu za kompyuta na sayansi kwa vitendo kwa wanafunzi wa miaka 6 hadi 18, pamoja na mafunzo ambayo walimu wao wanahitaji ili kuendeleza kazi hii.',
    image: {
      alt: 'Wanafunzi wa Gredi ya 6 mjini Machakos wanaunganisha saketi yenye kengele ya umeme wakati wa ziara ya maabara ya kuhamahama.',
    },
  },
  programmes: [
    {
      description:
        'Programu yetu kuu ya baada ya masomo: wanafunzi hubuni, hutengeneza na kuziwekea programu roboti zinazotatua tatizo katika shule au jamii yao, wakifanya kazi katika timu za watu wanne.',
      ages: 'Umri wa miaka 10-18',
      duration: 'Wiki 12',
      features: [
        'Vipindi viwili vya dakika 90 kila wiki',
        'Vifaa vya roboti na kompyuta mpakato za kuazima',
        'Mshauri kutoka sekta husika kwa kila timu',
        'Maonyesho kwa wazazi mwishoni mwa muhula',
      ],
      impact: `Wanafunzi zaidi ya 900 katika shule washirika ${facts.partnerSchools} wamemaliza Jenga STEM Academy, yaani ${facts.completionRate}% ya wale walioanza.`,
    },
    {
      description:
        'Wanafunzi wadogo hutengeneza michezo, katuni na hadithi shirikishi, kwanza kwa kupanga vipande vya msimbo kisha kwa Python, na kuzishiriki na wanafunzi wenzao.',
      ages: 'Umri wa miaka 8-16',
      duration: 'Wiki 8',
      features: [
        'Mikondo ya Scratch na Python kulingana na umri',
        'Inafanya kazi kwenye kompyuta mpakato za pamoja au za kuazima',
        'Tamasha la kutengeneza michezo kuhitimisha',
        'Masomo kwa Kiingereza na Kiswahili',
      ],
      impact: `Wanafunzi 450 wamechapisha mchezo au katuni yao ya kwanza, na shule 18 kati ya shule washirika wetu ${facts.partnerSchools} sasa zinaendesha klabu zao wenyewe za uandishi wa programu.`,
    },
    {
      title: 'Mafunzo ya Walimu wa STEM',
      description:
        'Kozi ya kina inayowasaidia walimu wa shule za msingi na sekondari kuendesha masomo ya sayansi na roboti yanayotegemea miradi, kwa kutumia vifaa vya gharama nafuu.',
      ages: 'Walimu wa shule za msingi na sekondari',
      duration: 'Mafunzo ya kina ya siku 5',
      features: [
        'Maandalizi ya somo yanayoendana na Mtaala wa Umilisi (CBC)',
        'Mazoezi ya vitendo kwa kila kifaa',
        'Kifaa cha kuanzia kwa kila shule',
        'Ziara za ufuatiliaji na ushauri kwa muhula mmoja',
      ],
      impact: `Walimu zaidi ya ${facts.teachersTrained} katika kaunti ${counties} wamepata mafunzo, na kila mmoja huwafikia takriban wanafunzi 80 kwa mwaka.`,
    },
    {
      description:
        'Programu kwa wasichana inayounganisha miradi ya uhandisi na uandishi wa programu kwa vitendo na washauri ambao ni wanawake wa Kenya wanaofanya kazi katika teknolojia.',
      ages: 'Umri wa miaka 12-18',
      duration: 'Miezi 6',
      features: [
        'Vipindi vya mwishoni mwa wiki katika maabara zetu za ubunifu',
        'Mhandisi au msanidi programu mwanamke kama mshauri',
        'Ziara katika kampuni za teknolojia',
        'Mradi wa mwisho unaowasilishwa mbele ya jopo',
      ],
      impact:
        'Wasichana 310 wamemaliza programu; sita kati ya kumi walichagua mchanganyiko wa masomo ya sayansi katika mwaka uliofuata.',
    },
  ],
  testimonials: [
    {
      quote:
        'Wanafunzi wangu walikuwa wakinakili michoro ya saketi kutoka ubaoni. Sasa wanazitengeneza, na wanabishana kuhusu kwa nini moja inafanya kazi na nyingine haifanyi. Mabishano hayo ndiyo sayansi.',
      role: 'Mwalimu wa sayansi',
    },
    {
      quote:
        'Katika Jenga STEM Academy timu yetu ilitengeneza roboti inayotenganisha mahindi na mawe. Mimi ndiye niliyeandika programu yake. Sikujua kwamba ninaweza kufanya hivyo, na sasa nataka kusomea sayansi ya kompyuta.',
      role: 'Mwanafunzi wa Kidato cha Pili, Kaunti ya Kisumu',
    },
    {
      quote:
        'Siku zile tano zilikuwa mafunzo yenye manufaa zaidi katika kazi yangu yote. Nilirudi nyumbani na maandalizi ya masomo na kifaa, na sasa shule yetu ina klabu ya roboti yenye wanafunzi sitini.',
      role: 'Naibu mwalimu mkuu',
    },
  ],
  getInvolved: {
    title: 'Leta STEM shuleni kwako',
    text: `Tunafanya kazi na shule za umma katika kaunti ${counties}. Omba ziara ya maabara ya kuhamahama, au pakua mwongozo wa programu zetu ili uushiriki na bodi ya shule yako.`,
  },
};

export default school;
