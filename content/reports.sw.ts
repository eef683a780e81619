import type { Reports } from './reports';
import type { Translation } from './lib/translate';
import facts, { atLeast, counties } from './facts';

export const translationOf = '8fe225c75578';

const reports: Translation<Reports> = {
  words: {
    published: 'Ilichapishwa {date}',
    pages: 'Kurasa {count}',
    format: 'PDF, {size}',
    downloadReport: 'Pakua Ripoti',
    download: 'Pakua',
    preview: 'Hakiki',
    latestAnnualReport: 'Ripoti ya Mwaka ya Hivi Karibuni',
    allReportsDocumentation: 'Ripoti na Nyaraka Zote',
  },
  meta: {
    title: 'Ripoti na nyaraka',
    description:
      'Pakua ripoti zetu za mwaka, za programu, za fedha, za utafiti na za miradi, ikiwemo ripoti ya mwaka 2024 na hesabu zilizokaguliwa.',
  },
  hero: {
    title: 'Ripoti na Nyaraka',
    lead: 'Jinsi tunavyotumia kila shilingi na kile inachofanikisha: ripoti zetu za mwaka, za programu, za fedha na za utafiti.',
  },
  subscribe: {
    title: 'Endelea Kupata Habari',
    text: 'Kuwa wa kwanza kujua tunapochapisha ripoti mpya.',
  },
  reports: [
    {
      title: 'Ripoti ya Mwaka 2024',
      summary: `Mwaka wetu kwa takwimu na hadithi: wanafunzi ${atLeast(facts.studentsReached)} waliofikiwa katika kaunti ${counties}, walimu ${atLeast(facts.teachersTrained)} waliopata mafunzo, na maabara yetu ya nane ya ubunifu ikiwa tayari kufunguliwa Likoni.`,
      highlights: [
        `Wanafunzi ${atLeast(facts.studentsReached)} waliofikiwa, ${atLeast(facts.schoolStudents)} kati yao katika programu za shule`,
        `Vijana ${atLeast(facts.youthReached)} katika programu za vijana, na 85% yao wakapata kazi au nafasi ya masomo`,
        `Kiwango cha ${facts.completionRate}% cha kumaliza programu katika programu zote`,
        `Shule washirika ${facts.partnerSchools}, na maabara ya nane ya ubunifu iko tayari Likoni`,
        'Malengo ya 2025: wanafunzi 5,000+, kaunti 15, maabara 15 na walimu 200+',
      ],
    },
    {
      title: 'Ripoti ya Mwaka 2023',
      summary:
        'Mwaka ambao kituo cha Mombasa kilifunguliwa, kiatamizi cha kampuni changa kilipokea kampuni zake sita za kwanza, na shule nne zilifungua maabara tanzu.',
      highlights: [
        'Mombasa Innovation Hub ilifunguliwa Tudor',
        'Kiatamizi cha kampuni changa kilizinduliwa na kampuni changa sita',
        'Maabara tanzu nne za shule zilipewa vifaa',
        'Kundi la kwanza la Ignite Girls lilihitimu',
      ],
    },
    {
      title: 'Ripoti ya Programu ya Ignite Girls 2024',
      summary:
        'Matokeo ya programu ya miezi sita kwa wasichana wa miaka 12 hadi 18, pamoja na yale ambayo washiriki na walimu walituambia.',
      highlights: [
        'Wasichana 310 walikamilisha programu ya miezi sita',
        'Wanne kati ya watano sasa wanapanga kusoma somo la sayansi hadi Kidato cha Nne',
        'Washauri wanawake kutoka kampuni 18 walijitolea',
        'Timu mbili za wasichana pekee zilifika kwenye awamu za kufuzu za Robot Olympiad',
        'Mapendekezo ya kupanua programu hadi kaunti 15',
      ],
    },
    {
      title: 'Ripoti ya Fedha 2024',
      summary:
        'Hesabu zilizokaguliwa za 2024: 82% ya matumizi ilienda kwa programu, 15% kwa uendeshaji na 3% kwa kutafuta fedha.',
      highlights: [
        '82% ya matumizi kwa programu',
        '15% kwa uendeshaji',
        '3% kwa kutafuta fedha',
        'Ripoti safi ya ukaguzi, bila kasoro, kutoka kwa wakaguzi wetu huru wa hesabu',
      ],
    },
    {
      title: 'Utafiti wa Matokeo ya Kujifunza kwa Vitendo',
      summary:
        'Utafiti uliofanywa pamoja na watafiti wa vyuo vikuu vya Kenya kuhusu jinsi ziara za maabara ya kuhamahama zinavyobadilisha alama za sayansi za wanafunzi na mtazamo wao kuhusu somo hilo.',
      highlights: [
        'Alama za mitihani ya sayansi zilipanda katika shule 18 kati ya 20 zilizotembelewa',
        'Wanafunzi walikuwa na uwezekano mara mbili zaidi wa kusema wanafurahia sayansi',
        'Mafanikio yalikuwa makubwa zaidi katika shule zisizo na vifaa vya sayansi',
        'Ziara za ufuatiliaji kwa walimu ziliongeza matokeo ya kudumu mara mbili',
      ],
    },
    {
      title: 'Ripoti ya Mradi wa Maabara Inayotumia Nishati ya Jua',
      summary:
        'Jinsi tulivyoweka nishati ya jua na betri za kuhifadhi umeme katika maabara ya Kisumu, gharama yake na kiasi tulichookoa.',
      highlights: [
        'Maabara hufanya kazi siku sita kwa wiki hata umeme unapokatika',
        'Gharama za umeme zilipungua kwa 70%',
        'Uwekaji wa mfumo ulifanywa pamoja na vijana 12 wanaopata mafunzo',
        'Muundo umeshirikiwa ili maabara nyingine za jamii ziutumie',
      ],
    },
  ],
};

export default reports;
