import type { Programs } from './programs';
import type { Translation } from './lib/translate';

export const translationOf = 'bc1dc189c8df';

const programs: Translation<Programs> = {
  words: {
    learnMore: 'Jifunze Zaidi',
    about: ' kuhusu {title}',
    features: 'Sifa za {title}',
    threeWaysWeWork: 'Njia tatu tunazofanya kazi',
    ourReach: 'Tunakofika',
    joinAProgram: 'Jiunge na Programu',
    partnerWithUs: 'Shirikiana Nasi',
  },
  meta: {
    title: 'Programu zetu',
    description:
      'Programu za shule, za vijana na za maabara za ubunifu za Jenga STEM Foundation: roboti, uandishi wa programu na sayansi kwa vitendo kwa Wakenya wa miaka 6 hadi 30.',
  },
  hero: {
    title: 'Programu Zetu',
    lead: 'STEM (sayansi, teknolojia, uhandisi na hisabati) kwa vitendo, kuanzia somo la kwanza la sayansi hadi kazi ya kwanza au kampuni changa ya kwanza: shuleni, kwa vijana na katika maabara za jamii.',
  },
  areas: [
    {
      title: 'Programu za Shule',
      description:
        'Roboti, uandishi wa programu za kompyuta na kutengeneza vitu kwa mikono kwa wanafunzi wa miaka 6 hadi 18, darasani na baada ya masomo, pamoja na mafunzo kwa walimu wao.',
      features: [
        'Jenga STEM Academy na Creative Coding',
        'Maabara ya kuhamahama kwa shule zisizo na maabara',
        'Kujenga uwezo wa walimu',
        'Kuazimisha vifaa vya roboti na kompyuta mpakato',
      ],
    },
    {
      title: 'Programu za Vijana',
      description: 'Njia za kuingia kazini na kwenye biashara kwa vijana wa miaka 18 hadi 30 walio nje ya shule.',
      features: [
        'Workplace Readiness na taaluma za siku zijazo',
        'Wasichana wanaojifunza kupitia teknolojia',
        'Kiatamizi cha biashara kwa kampuni changa',
        'Timu za Robot Olympiad',
      ],
    },
    {
      title: 'Maabara za Ubunifu',
      description:
        'Karakana za ubunifu za jamii huko Nairobi, Kisumu na Mombasa, ambako mawazo hugeuka kuwa mifano ya majaribio na biashara.',
      features: [
        'Kambi za mafunzo za Jenga STEM Academy',
        'Vipindi vya maabara wazi, bure kwa wanafunzi',
        'Changamoto ya ubunifu ya kila mwezi',
        'Vituo vya teknolojia vyenye washauri tayari kusaidia',
      ],
    },
  ],
  stats: [
    { label: 'wanafunzi wa shule' },
    { label: 'vijana' },
    { label: 'ya wahitimu wa programu za vijana wameajiriwa' },
    { label: 'kiwango cha kumaliza programu' },
  ],
  getInvolved: {
    title: 'Shiriki nasi',
    text: 'Msajili mwanafunzi, leta programu katika shule yako, au shirikiana nasi ili tuwafikie vijana wengi zaidi.',
  },
};

export default programs;
