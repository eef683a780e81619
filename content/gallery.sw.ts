import type { Gallery } from './gallery';
import type { Translation } from './lib/translate';

export const translationOf = '3a519ac0a5e5';

const gallery: Translation<Gallery> = {
  words: {
    photosAndVideos: 'Picha na video',
    submitYourPhotos: 'Tuma Picha Zako',
  },
  viewer: {
    fields: { date: 'Tarehe', location: 'Mahali', participants: 'Washiriki', category: 'Aina' },
    photo: 'Picha',
    videoDuration: 'Video, muda wake',
    about: 'Maelezo',
    title: 'Kipengee cha matunzio',
    close: 'Funga',
    description: 'Maelezo',
    details: 'Maelezo zaidi',
    nothingChosen: 'Hujachagua kipengee.',
    imageViewer: 'Kitazamaji cha picha',
    videoPlayer: 'Kicheza video ({duration})',
    note: 'Hii ni picha ya muda hadi ile halisi ichapishwe hapa.',
    photoNote: 'Hii ni picha ya muda: picha kamili itaonekana hapa.',
    videoNote: 'Hii ni picha ya muda: video itacheza hapa.',
  },
  categories: {
    Events: 'Matukio',
    Programs: 'Programu',
    Students: 'Wanafunzi',
    Facilities: 'Vituo',
    Achievements: 'Mafanikio',
  },
  meta: {
    title: 'Matunzio ya picha',
    description:
      'Picha na video za matukio, programu, wanafunzi, vituo na mafanikio yetu kote Kenya, kuanzia maonyesho ya wabunifu hadi ufunguzi wa maabara.',
  },
  hero: {
    title: 'Matunzio ya Picha',
    lead: 'Picha na video za matukio, programu, wanafunzi, vituo na mafanikio yetu.',
  },
  share: {
    title: 'Shiriki Picha Zako',
    text: 'Ulipiga picha kwenye mojawapo ya matukio au maabara zetu? Tutumie ili wengine pia waone kinachoendelea huko.',
  },
  filter: {
    label: 'Chuja matunzio kwa aina',
    all: 'Zote',
    status: 'Inaonyesha vipengee {shown} kati ya {total}: {category}',
    allStatus: 'Inaonyesha vipengee vyote {total}',
  },
  items: [
    {
      title: 'Matukio muhimu ya Nairobi Maker Faire 2024',
      participants: 'Wanafunzi 600 kutoka shule 45',
      description:
        'Siku tatu za uvumbuzi wa wanafunzi, kuanzia pampu za maji zinazotumia nishati ya jua hadi kengele ya kufuatilia ukaushaji wa mahindi, pamoja na warsha za vitendo kwa familia zilizotembelea.',
      thumbnail: {
        alt: 'Umati wa wanafunzi na familia unatembea kati ya mabanda ya maonyesho ya Maker Faire ndani ya ukumbi wa mikutano.',
      },
    },
    {
      title: 'Awamu ya kufuzu ya Robot Olympiad',
      participants: 'Timu 42 za wanafunzi watatu kila moja',
      description:
        'Timu arobaini na mbili kutoka magharibi na katikati mwa Kenya ziliendesha roboti zao za kupanga taka kwenye uwanja wa mashindano; timu zetu tatu, kutoka Nairobi, Kisumu na Nakuru, zilipata nafasi katika Mchujo wa Kitaifa mwezi Septemba.',
      thumbnail: {
        alt: 'Jaji anapima muda wa roboti ya mwanafunzi inapobeba chupa kuvuka uwanja wa mashindano ya kufuzu.',
      },
    },
    {
      title: 'Siku ya Wasichana katika Teknolojia, pwani',
      participants: 'Wasichana 150 wa miaka 12 hadi 18',
      description:
        'Wahandisi wanawake kutoka kampuni za Mombasa waliendesha siku nzima ya warsha kuhusu kubuni programu za simu, ndege zisizo na rubani na vifaa vya kielektroniki kwa wasichana kutoka shule nane za sekondari.',
      thumbnail: {
        alt: 'Mhandisi mwanamke anawaonyesha kikundi cha wasichana wa shule jinsi ya kurusha ndege ndogo isiyo na rubani.',
      },
    },
    {
      title: 'Siku moja na maabara ya kuhamahama',
      location: 'Mwingi, Kaunti ya Kitui',
      participants: 'Wanafunzi 220 wa shule ya msingi',
      description:
        'Fuatana na maabara ya kuhamahama kuanzia safari ya asubuhi hadi jaribio la mwisho, wanafunzi wanapotengeneza saketi na mashine sahili kwa mara ya kwanza.',
      thumbnail: {
        alt: 'Gari la maabara limeegeshwa katika uwanja wa shule, ubavu wake ukiwa umefunguliwa kuwa benchi la kazi.',
      },
    },
    {
      title: 'Wiki ya mafunzo ya walimu mjini Nakuru',
      participants: 'Walimu 24 wa shule za msingi na sekondari',
      description:
        'Walimu walitumia siku tano kutengeneza miradi ya gharama nafuu wanayoweza kuendesha darasani, na kupanga jinsi ya kuihusisha na mtaala.',
      thumbnail: {
        alt: 'Walimu wanaunganisha nyaya kwenye vidhibiti vidogo vya kielektroniki kwenye meza ndefu wakati wa wiki ya mafunzo.',
      },
    },
    {
      title: 'Kambi ya mafunzo ya uandishi wa programu, Jenga STEM Academy',
      participants: 'Wanafunzi 40 wa miaka 14 hadi 18',
      description:
        'Kambi ya mafunzo ya wiki mbili wakati wa likizo, ambapo wanafunzi walitengeneza programu zao za kwanza za mtandaoni, na iliyomalizika kwa siku ya maonyesho kwa wazazi.',
      thumbnail: {
        alt: 'Wanafunzi wanafanya kazi wawili wawili kwenye kompyuta mpakato wakati wa kambi ya likizo ya uandishi wa programu.',
      },
    },
    {
      title: 'Wanafunzi wajaribu kikaushio cha mahindi kinachotumia nishati ya jua',
      location: 'Lugari, Kaunti ya Kakamega',
      participants: 'Wanafunzi 6 wa Kidato cha Tatu',
      description:
        'Timu ya wanafunzi ilipima jinsi kikaushio chao cha jua kinavyokausha mahindi haraka hadi kufikia unyevu ulio salama kwa kuhifadhi, ikilinganisha na kuyaanika ardhini.',
      thumbnail: {
        alt: 'Wanafunzi wanaangalia kipimajoto ndani ya kikaushio cha jua cha mbao kilichojaa mahindi.',
      },
    },
    {
      title: 'Wahitimu wa Ignite Girls wawasilisha programu zao za kwanza za simu',
      participants: 'Wahitimu 30 wa Ignite Girls',
      description:
        'Wahitimu wa mafunzo ya miezi sita wanawasilisha programu za simu za kufuatilia karo ya shule, kuripoti vituo vya maji vilivyoharibika na kujifunza maneno ya Kiluo.',
      thumbnail: {
        alt: 'Mwanafunzi anawasilisha programu yake kwenye skrini ya projekta mbele ya wanafunzi wenzake.',
      },
    },
    {
      title: 'Ndani ya Nairobi Innovation Hub',
      participants: 'Wafanyakazi wa maabara na wanachama 40',
      description:
        'Matembezi ndani ya maabara yetu kubwa zaidi, katika ghala lililogeuzwa huko Kawangware: meza za vifaa vya kielektroniki, printa za 3D, mashine ya kukata kwa leza na kona tulivu ambapo kampuni changa hufanya kazi.',
      thumbnail: {
        alt: 'Mandhari pana ya maabara ya Nairobi yenye meza za kazi, printa na wanachama wakiendelea na kazi.',
      },
    },
    {
      title: 'Printa mpya za 3D katika maabara ya Kisumu',
      participants: 'Wanachama 30 wa maabara',
      description:
        'Printa mbili mpya za 3D zinawawezesha wanachama kuchapisha vipuri vya zana za shamba na baiskeli, pamoja na mifano ya majaribio ya bidhaa zao wenyewe.',
      thumbnail: { alt: 'Mwanachama wa maabara anatazama printa ya 3D ikitengeneza gia ya baiskeli.' },
    },
    {
      title: 'Ruzuku ya ubunifu ya kaunti kwa MajiSmart',
      participants: 'Timu ya watu watano ya MajiSmart',
      description:
        'MajiSmart, kampuni changa kutoka kiatamizi chetu, ilipokea ruzuku ya ubunifu ya Kaunti ya Machakos kwa kidhibiti chake cha umwagiliaji wa matone kinachotumia nishati ya jua.',
      thumbnail: { alt: 'Timu ya MajiSmart inainua cheti chao jukwaani.' },
    },
    {
      title: 'Mahafali ya wahitimu wa 2024',
      participants: 'Wahitimu 180 na familia zao',
      description:
        'Wahitimu wa programu za Workplace Readiness, Startup Incubation na Jenga STEM Academy walisherehekea pamoja na familia, washauri na waajiri.',
      thumbnail: { alt: 'Wahitimu waliovaa mikanda ya kijani wanarusha kofia zao hewani nje ya maabara.' },
    },
  ],
};

export default gallery;
