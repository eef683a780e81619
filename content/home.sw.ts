import type { Home } from './home';
import type { Translation } from './lib/translate';
import facts, { counties } from './facts';

export const translationOf = 'c943891c1929';

const home: Translation<Home> = {
  words: {
    whatWeDo: 'Tunachofanya',
    inTheirWords: 'Kwa maneno yao',
    momentsFromTheField: 'Matukio kutoka kazini',
    exploreOurPrograms: 'Gundua Programu Zetu',
    readMoreImpactStories: 'Soma hadithi zaidi za mafanikio',
    seeTheFullGallery: 'Tazama matunzio yote',
    donate: 'Changia',
    donateNow: 'Changia Sasa',
    learnAboutUs: 'Tufahamu Zaidi',
  },
  meta: {
    title: 'Elimu ya STEM kwa vitendo nchini Kenya',
    description:
      'Roboti, uandishi wa programu na sayansi kwa vitendo kwa wanafunzi, vijana walio nje ya shule na maabara za ubunifu za jamii. Ona programu, matokeo na jinsi ya kusaidia.',
  },
  hero: {
    title: 'Tunakihamasisha kizazi kijacho cha wabunifu wa Kenya',
    lead: `Tunaleta roboti, uandishi wa programu za kompyuta na sayansi kwa vitendo madarasani, kwa vijana na kwenye maabara za jamii katika kaunti ${counties}.`,
    image: {
      alt: 'Wanafunzi wa shule ya sekondari jijini Nairobi wamekusanyika kuzunguka roboti waliyoitengeneza na kuiwekea programu pamoja.',
    },
  },
  welcome: {
    title: 'Karibu Jenga STEM Foundation',
    paragraphs: [
      `Tangu ${facts.founded} tumefanya kazi na shule za umma, vikundi vya vijana na serikali za kaunti ili sayansi, teknolojia, uhandisi na hisabati (STEM) viwe kitu ambacho vijana wa Kenya hufanya kwa mikono yao wenyewe, si kusoma tu.`,
      'Maabara yetu ya kuhamahama hutembelea shule zisizo na vifaa vya sayansi, wakufunzi wetu huwasaidia walimu kuleta miradi katika masomo ya kila siku, na maabara zetu za ubunifu huwapa vijana zana, washauri na ujasiri wa kujenga taaluma na kampuni.',
    ],
  },
  reach: [
    { label: 'wanafunzi waliofikiwa' },
    { label: 'walimu waliopata mafunzo' },
    { label: 'kaunti' },
    { label: 'maabara za ubunifu' },
  ],
  programmeAreas: [
    {
      title: 'Programu za Shule',
      description: 'STEM kwa vitendo kwa wanafunzi wa miaka 6 hadi 18, shuleni na baada ya masomo.',
      features: ['Maabara ya kuhamahama', 'Kuwajengea walimu uwezo', 'Vifaa vya roboti na kompyuta mpakato za kuazima'],
      image: { alt: 'Wanafunzi wa shule ya msingi wanajaribu saketi ya kadibodi juu ya dawati darasani.' },
    },
    {
      title: 'Programu za Vijana',
      description: 'Ujuzi, washauri na kazi za kwanza kwa vijana waliomaliza shule.',
      features: ['Taaluma za siku zijazo', 'Wasichana wakijifunza kupitia teknolojia', 'Mashindano ya Robot Olympiad'],
      image: {
        alt: 'Wanawake vijana wanaandika programu kwenye kompyuta mpakato wakati wa kipindi cha Workplace Readiness.',
      },
    },
    {
      title: 'Maabara za Ubunifu',
      description: 'Karakana za jamii ambapo mawazo hugeuka kuwa mifano ya majaribio na biashara.',
      features: ['Kambi za mafunzo za Jenga STEM Academy', 'Kiatamizi cha kampuni changa', 'Vituo vya teknolojia'],
      image: {
        alt: 'Printa ya 3D inatengeneza kipuri kando ya vituo vya kulehemu vifaa vya kielektroniki katika maabara ya Nairobi.',
      },
    },
  ],
  testimonial: {
    quote:
      'Kabla ya kujiunga na klabu ya roboti nilidhani uhandisi ni wa watu wengine. Sasa nimetengeneza kihisi cha unyevu wa udongo kwa ajili ya shamba la mama yangu, na ninataka kusomea mekatroniki.',
    role: 'Mwanafunzi wa Kidato cha Tatu, Kaunti ya Kiambu',
  },
  video: {
    play: 'Cheza video: ',
    notice: 'Ukicheza video, inapakiwa kutoka YouTube, ambayo huenda ikahifadhi kuki.',
    title: 'Ona siku moja maabarani kwa dakika mbili',
    description:
      'Wanafunzi katika maabara yetu ya Kisumu wanabuni, wanatengeneza na kujaribu roboti inayofuata mstari, kuanzia mwanzo kabisa.',
    poster: {
      alt: 'Picha kutoka kwenye video: roboti inayofuata mstari kwenye njia ya majaribio katika maabara ya Kisumu.',
    },
  },
  gallery: [
    {
      image: { alt: 'Wanafunzi wanaonyesha pampu ya maji inayotumia nishati ya jua kwenye Maker Faire ya Nairobi.' },
      caption: 'Maker Faire, Nairobi',
    },
    {
      image: {
        alt: 'Walimu wanaunganisha nyaya kwenye kidhibiti kidogo cha kielektroniki wakati wa mafunzo ya siku tano mjini Nakuru.',
      },
      caption: 'Mafunzo ya walimu, Nakuru',
    },
    {
      image: {
        alt: 'Washiriki wa Ignite Girls wanasherehekea programu yao ya kwanza ya simu inayofanya kazi, mjini Mombasa.',
      },
    },
  ],
  mission: {
    title: 'Jiunge na dhamira yetu',
    text: 'Mchango wa $25 unaweka kifaa cha STEM mikononi mwa mwanafunzi. Tusaidie kuwafikia wanafunzi 5,000 katika kaunti 15 kufikia mwisho wa 2025.',
  },
};

export default home;
