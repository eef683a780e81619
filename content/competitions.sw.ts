import type { Competitions } from './competitions';
import type { Translation } from './lib/translate';

export const translationOf = 'b8a8240f0d83';

const competitions: Translation<Competitions> = {
  words: {
    officialWebsite: 'Tovuti Rasmi',
    officialWebsiteOf: 'ya {title}',
    categories: 'Makundi',
    ageGroups: 'Makundi ya Umri',
    timeline: 'Ratiba',
    prizes: 'Zawadi',
    requirements: 'Mahitaji',
    date: 'Tarehe',
    location: 'Mahali',
    participants: 'Washiriki',
    learnMore: 'Jifunze Zaidi',
    about: 'kuhusu {title}',
    register: 'Jisajili',
    registerFor: 'kwa {title}',
    registerInterest: 'Onyesha Nia',
    interestIn: 'ya kushiriki {title}',
    joinMailingList: 'Jiunge na Orodha ya Barua',
    allCompetitions: 'Mashindano Yote',
    upcomingPreparationEvents: 'Vipindi Vijavyo vya Maandalizi',
    registerForEvents: 'Jisajili kwa Mashindano',
  },
  meta: {
    title: 'Mashindano ya STEM: Maker Faire, Robot Olympiad na VEX',
    description:
      'Shiriki katika Nairobi Maker Faire, Mchujo wa Kitaifa wa Robot Olympiad au mashindano ya VEX Robotics, na ujiunge na vipindi vya maandalizi vya bure kwa timu yako.',
  },
  hero: {
    title: 'Mashindano ya STEM',
    lead: 'Tengeneza, andika programu na uwasilishe wazo lako ukishindana na wabunifu vijana bora zaidi nchini Kenya, na upeleke mawazo yako mbali zaidi ya darasani.',
  },
  events: [
    {
      subtitle: 'Litengeneze, lionyeshe, liwasilishe: wabunifu vijana wakitatua matatizo ya jamii zao',
      description:
        'Siku tatu ambapo wabunifu vijana kutoka kote Kenya huonyesha miradi inayotatua tatizo katika jamii zao wenyewe, kuanzia pampu za umwagiliaji zinazotumia nishati ya jua hadi vifaa vya sabuni kwa vyoo vya shule. Majaji kutoka sekta ya viwanda na vyuo vikuu hupima kila mradi kwa tatizo unalotatua, jinsi ulivyotengenezwa na jinsi unavyowasilishwa, na timu bora hushinda fedha za kuanzia na ushauri wa kitaaluma ili kuendeleza wazo lao.',
      participants: 'Wabunifu vijana 600+ kutoka kote Kenya',
      categories: ['Kilimo na Chakula', 'Nishati Safi', 'Afya na Usafi', 'Roboti na Mitambo ya Kujiendesha'],
      image: {
        alt: 'Timu ya wanafunzi wa shule ya sekondari inawaonyesha majaji pampu ya maji inayotumia nishati ya jua kwenye banda lao.',
      },
      details: {
        ageGroups: ['Wabunifu wadogo: miaka 10-14', 'Wabunifu wakubwa: miaka 15-18', 'Wabunifu vijana: miaka 19-25'],
        prizes: [
          'Zawadi kuu: KSh 100,000 na miezi sita katika kiatamizi chetu cha biashara',
          'Washindi wa kila kundi: KSh 25,000 kila mmoja',
          'Timu bora inayoongozwa na wasichana: kifaa cha roboti kwa shule yao',
        ],
        requirements: [
          'Timu za wabunifu mmoja hadi wanne, zenye mshauri mtu mzima kwa walio chini ya miaka 18',
          'Mfano wa majaribio unaofanya kazi au kielelezo kidogo',
          'Muhtasari wa mradi wa kurasa mbili, unaotumwa pamoja na usajili',
        ],
      },
      howToEnter: {
        subject: 'Usajili: Nairobi Maker Faire 2025',
        include: [
          'Jina la timu yenu na kundi mnaloshindania',
          'Jina na umri wa kila mbunifu, na kaunti yenu',
          'Kwa wabunifu walio chini ya miaka 18: jina na namba ya simu ya mshauri wenu mtu mzima',
          'Muhtasari wenu wa mradi wa kurasa mbili',
        ],
        when: 'Usajili uko wazi kuanzia 1 Machi hadi 15 Juni 2025. Tunathibitisha kila usajili ndani ya siku tano za kazi.',
      },
    },
    {
      title: 'Mchujo wa Kitaifa wa Robot Olympiad 2025',
      subtitle: 'Awamu ya Kenya ya kufuzu kwa Robot Olympiad ya kimataifa',
      description:
        'Timu za watu wawili au watatu hutengeneza roboti na kuiwekea programu ili ikamilishe changamoto ya msimu huu kwenye uwanja wa mashindano, kisha huwaeleza majaji muundo wao. Timu zenye alama za juu zaidi hupata nafasi katika fainali ya kimataifa, huku wakufunzi wetu wakiwafunza njiani.',
      participants: 'Timu 40 za watu 2-3',
      image: {
        alt: 'Wanafunzi wawili wamepiga magoti kando ya uwanja wa mashindano huku roboti yao ikibeba kipande kuelekea eneo la mwisho.',
      },
      details: {
        ageGroups: ['Wadogo: miaka 8-12', 'Wa kati: miaka 11-15', 'Wakubwa: miaka 14-19'],
        prizes: ['Nafasi katika fainali ya kimataifa kwa timu bora', 'Medali na vyeti kwa kila mshiriki wa fainali'],
        requirements: [
          'Timu za watu 2-3 na mkufunzi mmoja',
          'Usajili kupitia shule au klabu ya jamii',
          'Kifaa kimoja cha roboti kwa kila timu',
        ],
      },
      howToEnter: {
        subject: 'Usajili: Mchujo wa Kitaifa wa Robot Olympiad 2025',
        include: [
          'Shule au klabu yenu, na kaunti yenu',
          'Jina la timu yenu, kundi na kundi la umri',
          'Jina na umri wa kila mshiriki, pamoja na jina na namba ya simu ya mkufunzi wenu',
        ],
        when: 'Usajili wa timu hufunguliwa mwezi Juni na kufungwa tarehe 15 Agosti 2025.',
      },
    },
    {
      title: 'Mashindano ya Ubingwa ya VEX Robotics Kenya 2025',
      subtitle: 'Tengeneza, endesha na andika programu pamoja na washirika wa muungano wako',
      description:
        'Timu za shule hubuni, hutengeneza na kuziwekea programu roboti kwa ajili ya mchezo wa VEX wa msimu huu, kisha hucheza mechi zenye muda maalum kwa miungano, pamoja na shule nyingine na dhidi yao. Mizunguko ya ujuzi, daftari la uhandisi na mahojiano yanayopimwa na majaji huamua tuzo pamoja na matokeo ya mechi.',
      participants: 'Timu 32 za shule',
      categories: ['VEX IQ', 'VEX V5', 'Changamoto ya Ujuzi'],
      image: {
        alt: 'Wanafunzi walio ukingoni mwa uwanja wanaiongoza roboti yao wakati wa mechi ya mashindano huku umati ukitazama.',
      },
      details: {
        ageGroups: ['VEX IQ: miaka 8-14', 'VEX V5: miaka 14-19'],
        prizes: [
          'Vikombe vya Mabingwa wa Mashindano na vya Tuzo ya Ubora',
          'Vifaa vya roboti kwa klabu za shule zilizoshinda',
        ],
        requirements: [
          'Timu ya shule ya wanafunzi 2-6 pamoja na mwalimu mkufunzi',
          'Roboti ya VEX IQ au V5',
          'Daftari la uhandisi',
        ],
      },
      howToEnter: {
        subject: 'Usajili: Mashindano ya Ubingwa ya VEX Robotics Kenya 2025',
        include: [
          'Shule yenu na kaunti',
          'Jina la timu yenu na daraja: VEX IQ au VEX V5',
          'Jina na umri wa kila mwanafunzi, pamoja na jina na namba ya simu ya mwalimu mkufunzi wenu',
        ],
        when: 'Usajili hufunguliwa tarehe 1 Agosti na kufungwa tarehe 15 Oktoba 2025.',
      },
    },
  ],
  registration: {
    open: { status: 'Usajili Uko Wazi', action: 'Jisajili Sasa', badge: 'Wazi' },
    closed: { status: 'Usajili Utafunguliwa Hivi Karibuni', action: 'Jifunze Zaidi', badge: 'Inakuja Hivi Karibuni' },
  },
  stages: {
    registration: 'Usajili',
    event: 'Tukio',
    preparation: 'Maandalizi',
    submission: 'Mwisho wa usajili wa timu',
    qualification: 'Mchujo wa kitaifa',
    championship: 'Fainali ya kimataifa',
  },
  preparation: {
    intro: 'Vipindi vya bure katika vituo vyetu vya ubunifu vinavyoziandaa timu kwa siku ya mashindano.',
    events: [
      {
        title: 'Kliniki ya Miradi ya Maker Faire',
        description:
          'Leta wazo lako au mfano wa majaribio ambao haujaukamilisha katika Nairobi Innovation Hub: washauri watakusaidia kuboresha tatizo unalotatua, utengenezaji na muhtasari wa mradi wako kabla usajili haujafungwa.',
      },
      {
        title: 'Kambi ya Mafunzo ya Robot Olympiad',
        description:
          'Siku tano za kutengeneza roboti na kuziwekea programu kwenye viwanja vya mashindano katika Kisumu Innovation Hub, kwa timu zinazoshiriki mchujo wa kitaifa.',
      },
      {
        title: 'Siku ya Kutengeneza na Kuendesha Roboti za VEX',
        description:
          'Timu hufanya mazoezi kwa vifaa vya VEX IQ na V5, hujifunza mchezo wa msimu huu na kucheza mechi za mazoezi pamoja na waamuzi wa mashindano.',
      },
    ],
    howTo: {
      title: 'Jinsi ya kujiunga na kipindi',
      subject: 'Kipindi cha maandalizi',
      include: [
        'Kipindi unachotaka kujiunga nacho, na tarehe yake',
        'Jina la timu yenu na mashindano mnayoshiriki',
        'Watu wangapi watakuja, na umri wao',
      ],
      when: 'Vipindi ni bure. Onyesha nia yako angalau wiki moja kabla; nafasi hutolewa kwa timu kwa kufuata mpangilio tunaopokea ujumbe wao.',
    },
  },
  readyToCompete: {
    title: 'Uko Tayari Kushindana?',
    text: 'Sajili timu yako kwa mashindano ya msimu huu, au jiunge na orodha yetu ya barua pepe ili ujulishwe usajili unapofunguliwa.',
  },
  eventDetails: { title: 'Maelezo ya mashindano', howToEnter: 'Jinsi ya kushiriki' },
};

export default competitions;
