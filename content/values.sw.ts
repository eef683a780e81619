import type { Values } from './values';
import type { Translation } from './lib/translate';

export const translationOf = 'e81e7de9e8a8';

const values: Translation<Values> = {
  words: {
    inPractice: '{title} kwa vitendo',
    whatWeStandFor: 'Tunachosimamia',
    valuesInAction: 'Maadili kwa vitendo',
  },
  meta: {
    title: 'Maadili yetu',
    description:
      'Uwajibikaji kwa jamii, uadilifu, ushirikiano na ujumuishi: maadili yanayoongoza Jenga STEM Foundation na jinsi tunavyoyatekeleza.',
  },
  hero: {
    title: 'Maadili Yetu',
    lead: 'Ahadi nne zinazoongoza jinsi tunavyofundisha, tunaowahudumia na jinsi tunavyotumia kila shilingi.',
  },
  values: [
    {
      title: 'Uwajibikaji kwa Jamii',
      description:
        'Tupo ili kuzihudumia jamii, kwa hiyo kazi yetu huanza na mahitaji yao na huziacha zikiwa na nguvu zaidi kuliko tulivyozikuta.',
      practices: [
        'Miradi ya wanafunzi hushughulikia matatizo ya mitaa yao wenyewe',
        'Maabara ziko wazi kwa vikundi vya jamii na mafundi wa eneo hilo',
        'Vifaa vilivyotumika hukarabatiwa na kupewa shule',
      ],
    },
    {
      title: 'Uadilifu',
      description:
        'Tunatenda tunachosema, tunasema tunachotenda, na tunatoa hesabu wazi ya imani na fedha tulizokabidhiwa.',
      practices: [
        'Hesabu zilizokaguliwa na ripoti ya mwaka huchapishwa kila mwaka',
        'Matokeo huripotiwa kwa uaminifu, pamoja na yale yasiyofanikiwa',
        'Sera wazi ya ulinzi wa watoto ambayo kila mfanyakazi huitia saini',
      ],
    },
    {
      title: 'Ushirikiano',
      description:
        'Shule, serikali za kaunti, kampuni na familia, kila mmoja ana sehemu ya jibu; tunajenga pamoja nao, si kwa niaba yao.',
      practices: [
        'Programu hubuniwa pamoja na walimu wakuu na maafisa wa elimu wa kaunti',
        'Kampuni washirika huwashauri vijana na husaidia kuunda mtaala',
        'Mipango ya masomo iliyo wazi ambayo mwalimu yeyote anaweza kuitumia na kuirekebisha',
      ],
    },
    {
      title: 'Ujumuishi',
      description:
        'Vipaji vimeenea sawasawa kote Kenya, lakini fursa hazijaenea hivyo. Tunakwenda mahali fursa ni haba na tunampa kila mtu nafasi.',
      practices: [
        'Angalau nusu ya kila kundi ni wasichana na wanawake vijana',
        'Vipindi hurekebishwa kwa ajili ya wanafunzi wenye ulemavu',
        'Nafasi za bure kwa wanafunzi, na programu huendeshwa katika kaunti za vijijini na za mijini',
      ],
    },
  ],
  inAction: [
    {
      title: 'Maji safi Kajiado',
      description:
        'Wanafunzi wa Kidato cha 2 katika shule mshirika walitengeneza pampu inayotumia nishati ya jua na kichujio kwa kisima cha shule yao, kwa vipuri na ushauri kutoka maabara yetu ya Nairobi. Sasa mfumo huo unahudumia wanafunzi 600.',
    },
    {
      title: 'Wasichana wanaoongoza klabu ya roboti',
      description:
        'Huko Kakamega, wahitimu wa Ignite Girls sasa wanaendesha klabu ya roboti ya shule wenyewe, na wamewafunza wanafunzi 40 wadogo kwao, nusu yao wakiwa wasichana.',
    },
    {
      title: 'Hesabu wazi, kila mwaka',
      description:
        'Ripoti yetu ya mwaka inaeleza gharama ya kila programu, ilichofanikisha na tunachobadilisha, ili wafadhili na jamii waweze kutuwajibisha.',
    },
  ],
};

export default values;
