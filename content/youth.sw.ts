import type { Youth } from './youth';
import type { Translation } from './lib/translate';

export const translationOf = '7bee6387d986';

const youth: Translation<Youth> = {
  words: {
    participants: 'Washiriki',
    duration: 'Muda',
    age: 'Umri: miaka {age}',
    threePathways: 'Njia tatu',
    resultsThatLast: 'Matokeo yanayodumu',
    successStories: 'Hadithi za mafanikio',
    industryPartners: 'Washirika wa viwanda na biashara',
    applyNow: 'Tuma Maombi Sasa',
  },
  meta: {
    title: 'Programu za vijana',
    description:
      'Workplace Readiness, Startup Incubation na Innovation Sandbox kwa vijana wa Kenya wa miaka 18 hadi 30. 85% ya wahitimu hupata kazi au kuendelea na masomo.',
  },
  hero: {
    title: 'Programu za Vijana',
    lead: 'Ujuzi, washauri na hatua ya kwanza kuelekea kazi au biashara kwa vijana wa Kenya wenye umri wa miaka 18 hadi 30.',
    image: {
      alt: 'Vijana wa programu ya Workplace Readiness wanakagua pamoja programu za kompyuta walizoandika katika Nairobi Innovation Hub.',
    },
  },
  pathways: [
    {
      description:
        'Ujuzi wa kidijitali na wa mahali pa kazi kwa vijana waliomaliza shule, unaohitimishwa kwa mafunzo kazini katika mojawapo ya kampuni washirika wetu.',
      duration: 'Miezi 6',
      participants: 'Umri wa miaka 18-25',
      features: [
        'Mkondo wa kutengeneza tovuti, wa data au wa elektroniki',
        'Mawasiliano, kufanya kazi pamoja na mazoezi ya usaili wa kazi',
        'Mafunzo kazini ya miezi mitatu yenye malipo',
        'Mshauri kutoka kampuni za sekta husika kwa muda wote',
      ],
      outcomes: [
        '85% hupata kazi au huendelea na masomo ndani ya miezi sita',
        'Mkusanyiko wa miradi halisi waliyoifanya',
        'Cheti kinachotambulika',
      ],
    },
    {
      description:
        'Kwa waanzilishi vijana wenye mfano wa majaribio unaofanya kazi: mwaka mmoja wa ushauri wa kitaaluma, mahali pa kufanyia kazi na ruzuku ya kuanzia ili kuugeuza kuwa biashara.',
      duration: 'Miezi 12',
      participants: 'Umri wa miaka 20-30',
      features: [
        'Ruzuku za kuanzia za hadi KSh 250,000',
        'Meza ya kazi na nafasi ya maabara katika vituo vyetu vya ubunifu',
        'Ushauri wa kila wiki kutoka kwa waanzilishi wa kampuni na wawekezaji',
        'Siku ya maonyesho mbele ya wawekezaji',
      ],
      outcomes: [
        'Biashara iliyosajiliwa yenye wateja wanaolipa',
        'Maelezo ya biashara na hesabu zilizo tayari kwa wawekezaji',
        'Mtandao wa waanzilishi na washauri',
      ],
    },
    {
      description:
        'Mlango ulio wazi wa maabara kwa kijana yeyote mwenye wazo: karibu ndani, tumia vifaa, jiunge na timu na ujifunze kutoka kwa wengine.',
      duration: 'Bila muda maalum',
      participants: 'Umri wa miaka 18 na zaidi',
      features: [
        'Kuingia bila miadi wakati maabara ziko wazi',
        'Kozi fupi za usanifu wa 3D, elektroniki na uandishi wa programu za kompyuta',
        'Changamoto ya ubunifu ya kila mwezi',
        'Timu za miradi pamoja na vijana wenzako',
      ],
      outcomes: [
        'Mifano ya majaribio iliyotengenezwa na kujaribiwa',
        'Njia ya kuingia kwenye kiatamizi cha biashara',
        'Ujuzi mpya, wenye cheti kwa kila kozi',
      ],
    },
  ],
  stories: [
    {
      outcome: 'Sasa ni msanidi programu za kompyuta wa ngazi ya mwanzo katika Savanna Ledger Systems jijini Nairobi.',
      quote:
        'Nilikuwa na diploma lakini sikujua jinsi ya kupata kazi ya teknolojia. Miezi sita baadaye nilikuwa nikiandika programu ambazo maelfu ya watu hutumia kulipa bili zao.',
    },
    {
      outcome: 'Alianzisha huduma ya kupima udongo inayowashauri wakulima wadogo 1,200 katika Machakos.',
      quote:
        'Kiatamizi kilinipa meza ya kazi, mshauri na ujasiri wa kuwaomba wakulima walipe. Sasa nimeajiri watu wanne kutoka kijijini kwetu.',
    },
    {
      outcome:
        'Alishinda changamoto ya ubunifu ya kila mwezi kwa sanduku la kupoza samaki, kisha akajiunga na kiatamizi cha biashara.',
      quote:
        'Nilikuja kwenye maabara ya Mombasa ili tu nitumie printa ya 3D. Nilibaki kwa sababu kila mtu pale alitaka kunisaidia kuboresha wazo langu.',
    },
  ],
  partnersIntro:
    'Kampuni za Kenya ambazo wafanyakazi wao huwashauri vijana wetu, hutusaidia kuamua tunachofundisha na huwaajiri wahitimu wetu.',
  placement: { label: 'ya wahitimu wa Workplace Readiness wamepata kazi au wanaendelea na masomo' },
  stats: [
    { label: 'vijana waliopata mafunzo' },
    { label: 'umri wa vijana tunaowahudumia' },
    { label: 'kampuni washirika zinazoajiri wahitimu wetu' },
  ],
  getInvolved: {
    title: 'Anza safari yako',
    text: 'Maombi ya makundi yajayo ya Workplace Readiness na Startup Incubation yako wazi kwa vijana kutoka kote Kenya.',
  },
};

export default youth;
