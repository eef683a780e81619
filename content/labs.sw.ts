import type { Labs } from './labs';
import type { Translation } from './lib/translate';

export const translationOf = 'fdfc6f8e6fc1';

const openHours = 'Jumanne hadi Jumamosi, saa tatu asubuhi hadi saa kumi na mbili jioni';

const labs: Translation<Labs> = {
  words: {
    location: 'Mahali',
    established: 'Ilianzishwa',
    capacity: 'Watumiaji {count} kwa wakati mmoja',
    capacityLabel: 'Uwezo',
    address: 'Anwani',
    hours: 'Saa za kufungua',
    schedule: 'Ratiba',
    cost: 'Gharama',
    ourInnovationHubs: 'Vituo vyetu vya ubunifu',
    equipment: 'Vifaa',
    howToUseThe: 'Jinsi ya kutumia maabara',
    featuredProjects: 'Miradi maalum',
    impact: 'Matokeo:',
    findNearestLab: 'Tafuta Maabara Iliyo Karibu',
    bookLabSession: 'Weka Nafasi ya Maabara',
  },
  meta: {
    title: 'Maabara za ubunifu',
    description:
      'Vituo vya ubunifu vya Jenga STEM huko Nairobi, Kisumu na Mombasa: vifaa, saa za maabara wazi, changamoto ya ubunifu ya kila mwezi na miradi iliyotengenezwa humo.',
  },
  hero: {
    title: 'Maabara za Ubunifu',
    lead: 'Karakana za ubunifu za jamii huko Nairobi, Kisumu na Mombasa, zenye zana, washauri na muda wa kugeuza mawazo kuwa mifano ya majaribio inayofanya kazi.',
    image: {
      alt: 'Mbunifu kijana anakagua kipuri kilichotengenezwa kwa printa ya 3D kando ya meza za elektroniki za Kisumu Innovation Hub.',
    },
  },
  labs: [
    {
      specialties: ['Roboti', 'Utengenezaji wa programu za kompyuta', 'Kiatamizi cha kampuni changa'],
      description:
        'Maabara yetu ya kwanza na kubwa zaidi, ndani ya ghala lililobadilishwa matumizi karibu na shule ambako taasisi ilianzia. Hapa ndipo zinapofanyika kambi za mafunzo za Jenga STEM Academy na kiatamizi cha kampuni changa.',
      equipment: [
        'Printa sita za 3D',
        'Mashine ya kukata kwa leza',
        'Kompyuta mpakato 40',
        'Vifaa vya roboti vya VEX na LEGO',
        'Meza za kazi za elektroniki',
      ],
      image: { alt: 'Wanafunzi wanaziwekea roboti programu kwenye meza ndefu za kazi katika Nairobi Innovation Hub.' },
      address: 'Kando ya Naivasha Road, nyuma ya Soko la Kawangware, Nairobi',
      hours: openHours,
    },
    {
      specialties: ['Teknolojia ya kilimo', 'Elektroniki', 'Nishati mbadala'],
      description:
        'Maabara iliyo karibu na ziwa na mashamba yake, ambapo vijana hutengeneza vihisi, mifumo ya nishati ya jua na zana za kilimo na uvuvi.',
      equipment: [
        'Printa nne za 3D',
        'Vifaa vya mafunzo ya nishati ya jua',
        'Vituo vya kulehemu vifaa vya kielektroniki',
        'Vifaa vya vihisi na vidhibiti vidogo vya kielektroniki',
        'Kompyuta mpakato 30',
      ],
      image: {
        alt: 'Vijana wanajaribu kidhibiti cha umwagiliaji kinachotumia nishati ya jua katika Kisumu Innovation Hub.',
      },
      address: 'Milimani, kando ya Achieng Oneko Road, Kisumu',
      hours: openHours,
    },
    {
      specialties: ['Teknolojia ya bahari na pwani', 'Utengenezaji wa kidijitali', 'Uandishi wa programu kwa ubunifu'],
      description:
        'Kituo chetu cha pwani kinahudumia jamii za wavuvi, sekta ya utalii na bandari, na kina vipindi vya Ignite Girls mwishoni mwa wiki. Tangu Machi 2025 kinashiriki mashine na washauri wake na maabara yetu ndogo ya Likoni.',
      equipment: [
        'Mashine ya CNC ya kuchonga',
        'Printa tatu za 3D',
        'Mashine ya kukata vinyl',
        'Vifaa vya droni',
        'Kompyuta mpakato 25',
      ],
      image: { alt: 'Mshauri na wanafunzi wawili wanaunganisha droni katika Mombasa Innovation Hub.' },
      address: 'Tudor, kando ya Tom Mboya Avenue, Mombasa',
      hours: openHours,
    },
  ],
  equipment: [
    {
      category: 'Utengenezaji wa kidijitali',
      items: ['Printa za 3D', 'Mashine ya kukata kwa leza', 'Mashine ya CNC ya kuchonga', 'Mashine ya kukata vinyl'],
    },
    {
      category: 'Elektroniki',
      items: [
        'Vituo vya kulehemu vifaa vya kielektroniki',
        'Osiloskopu na multimita',
        'Vifaa vya Arduino na micro:bit',
        'Vyanzo vya umeme vya mezani',
      ],
    },
    {
      category: 'Kompyuta',
      items: [
        'Kompyuta mpakato zenye programu za usanifu na za kuandika programu',
        'Vifaa vya Raspberry Pi',
        'Miwani ya uhalisia pepe (VR)',
      ],
    },
    {
      category: 'Roboti na nishati',
      items: ['Vifaa vya roboti vya VEX na LEGO', 'Vifaa vya droni', 'Vifaa vya mafunzo ya nishati ya jua'],
    },
  ],
  access: [
    {
      title: 'Maabara Wazi',
      description:
        'Ingia bila miadi, weka sahihi kwenye daftari la usalama na utumie zana, huku fundi akiwepo kukusaidia.',
      schedule: openHours,
      cost: 'Bure kwa wanafunzi; ada ndogo kwa wengine',
    },
    {
      title: 'Changamoto ya Ubunifu ya Kila Mwezi',
      description:
        'Timu hupewa tatizo halisi kutoka kwa biashara ya eneo hilo au ofisi ya kaunti asubuhi, na kuwasilisha mfano wa majaribio kufikia alasiri.',
      schedule: 'Jumamosi ya kwanza ya kila mwezi',
      cost: 'Bure',
    },
    {
      title: 'Ziara za Vikundi vya Shule',
      description:
        'Kipindi cha nusu siku kwa darasa au klabu, chenye mradi wa kuongozwa unaoendana na kile wanafunzi wanachosoma.',
      schedule: 'Jumanne hadi Ijumaa, kwa kuweka nafasi',
      cost: 'Bure kwa shule washirika',
    },
    {
      title: 'Uanachama wa Wabunifu',
      description:
        'Meza ya kazi iliyotengwa kwa ajili yako, mahali pa kuhifadhi mradi wako na kipaumbele katika kuweka nafasi ya mashine kubwa zaidi.',
      schedule: openHours,
      cost: 'Ada ya kila mwezi, na basari kwa vijana',
    },
  ],
  projects: [
    {
      description:
        'Mita janja ya maji ya gharama nafuu inayotuma SMS kwa kaya na vioski vya maji bomba linapovuja au tangi linapokaribia kuisha.',
      team: 'Waanzilishi wanne wa kiatamizi, Nairobi Innovation Hub',
      impact: 'Ilijaribiwa katika nyumba 150 huko Kawangware, na kupunguza upotevu wa maji kwa robo.',
    },
    {
      title: 'Kiatamizi cha Mayai cha Nishati ya Jua',
      description:
        'Kiatamizi kinachotumia nishati ya jua, chenye kihisi cha joto na kengele, kilichotengenezwa kwa malighafi za hapa nchini kwa ajili ya wafugaji wa kuku.',
      team: 'Timu ya watu watatu ya Innovation Sandbox, Kisumu Innovation Hub',
      impact:
        'Kiwango cha kuanguliwa kwa mayai kilipanda kutoka karibu nusu hadi mayai tisa kati ya kumi kwa wakulima 40 katika Kaunti ya Kisumu.',
    },
    {
      description:
        'Sanduku lenye kinga ya joto, linalopozwa kwa nishati ya jua, linalowaweka samaki wa siku hiyo wakiwa wabichi kutoka chomboni hadi sokoni.',
      team: 'Washindi wa changamoto ya kila mwezi, Mombasa Innovation Hub',
      impact:
        'Linatumiwa na wavuvi 25 katika eneo la kushushia samaki la Likoni, ambao sasa hupoteza samaki wachache zaidi kwa kuharibika.',
    },
  ],
  getInvolved: {
    title: 'Tembelea maabara',
    text: 'Tafuta kituo kilicho karibu nawe, au weka nafasi ya kipindi kwa ajili yako, timu yako au darasa lako.',
  },
};

export default labs;
