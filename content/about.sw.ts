import type { About } from './about';
import type { Translation } from './lib/translate';
import facts, { counties } from './facts';

export const translationOf = '888b049368f0';

const about: Translation<About> = {
  words: {
    getToKnowUs: 'Tufahamu',
    missionAndVision: 'Dhamira na maono',
    ourMission: 'Dhamira Yetu',
    ourVision: 'Maono Yetu',
    exploreOurPrograms: 'Gundua Programu Zetu',
    donate: 'Changia',
  },
  meta: {
    title: 'Kuhusu sisi',
    description: `Jenga STEM Foundation ni nani, tunathamini nini, tulivyoanza mwaka ${facts.founded} na nani hutuongoza: dhamira na maono yetu ya STEM kwa vitendo nchini Kenya.`,
  },
  hero: {
    title: 'Kuhusu Jenga STEM Foundation',
    lead: 'Shirika lisilo la faida la Kenya linalowasaidia vijana kujifunza sayansi na teknolojia kwa kutengeneza vitu vyenye manufaa kwa jamii zao.',
    image: {
      alt: 'Wakufunzi na watu wa kujitolea wa Jenga STEM wanapanga warsha ya roboti wakiwa wamezunguka meza katika ofisi ya Nairobi.',
    },
  },
  sections: [
    {
      title: 'Sisi ni Nani',
      description: `Jinsi klabu ya roboti katika shule tatu za Nairobi ilivyokua hadi kuwa taasisi inayofanya kazi katika kaunti ${counties}, na kanuni zinazotuongoza.`,
    },
    {
      title: 'Maadili Yetu',
      description:
        'Uwajibikaji kwa jamii, uadilifu, ushirikiano na ujumuishaji: maana yake darasani, maabarani na katika bajeti.',
    },
    {
      title: 'Historia Yetu',
      description: `Miaka sita ya hatua muhimu kuanzia ${facts.founded} hadi 2024, tulipo leo na tunacholenga kufikia ifikapo 2025 na 2030.`,
    },
    {
      title: 'Uongozi',
      description: 'Wafahamu watu saba wanaoongoza programu, maabara na shughuli zetu, pamoja na idara zinazowasaidia.',
    },
  ],
  mission:
    'Kumpa kila kijana wa Kenya, bila kujali shule yake, kaunti yake au kipato cha familia yake, nafasi ya kujifunza sayansi, teknolojia, uhandisi na hisabati kwa vitendo: kubuni, kutengeneza na kujaribu suluhisho za matatizo halisi.',
  vision:
    'Kenya ambayo vijana wanajiona kuwa wavumbuzi na watatuzi wa matatizo, na ambayo kila kaunti ina ujuzi na maeneo ya kugeuza mawazo yao kuwa riziki.',
  getInvolved: {
    title: 'Kuwa sehemu ya hadithi hii',
    text: 'Tafuta programu inayomfaa mwanafunzi, shule au mbunifu kijana unayemjua, au utusaidie kuwafikia wengi zaidi.',
  },
};

export default about;
