import type { Contact } from './contact';
import type { Translation } from './lib/translate';

export const translationOf = 'c9003851bc39';

const contact: Translation<Contact> = {
  meta: {
    title: 'Wasiliana nasi',
    description:
      'Barua pepe na simu kwa maswali, programu, ushirikiano, vyombo vya habari, michango na ulinzi wa watoto, pamoja na saa za ofisi, maelekezo na jinsi ya kujitolea.',
  },
  hero: {
    title: 'Wasiliana Nasi',
    lead: 'Umwandikie nani, jinsi ya kutufikia, na jinsi ya kujitolea, kushirikiana nasi au kuleta programu katika shule yako.',
  },
  labels: {
    email: 'Barua pepe',
    phone: 'Simu',
    writeTo: 'Tuma barua pepe kwa',
    subject: 'Mada',
    include: 'Mambo ya kueleza',
    when: 'Lini',
  },
  visit: {
    title: 'Tutembelee',
    addressTitle: 'Anwani',
    directionsTitle: 'Maelekezo',
    directions: [
      'Tuko ghorofa ya tatu ya Kilimani Business Centre, kwenye Argwings Kodhek Road, takriban mita 300 magharibi mwa Yaya Centre, upande uleule wa barabara. Mlango unaangalia barabara, kando ya duka la dawa.',
      'Kwa matatu: kutoka kituo cha Kencom katikati ya jiji, panda matatu ya namba 46 inayoelekea Kawangware, shuka kwenye kituo cha Yaya Centre, kisha tembea kuelekea magharibi kwa takriban dakika nne.',
      'Kwa gari: maegesho ya wageni yako chini ya jengo, na unaingia kupitia barabara ndogo ya pembeni iliyo mara tu baada ya jengo. Mwambie mlinzi wa lango kwamba unaitembelea Jenga STEM.',
      'Mlango hauna ngazi, na lifti inafika ghorofa ya tatu; mapokezi yako upande wako wa kulia unapotoka kwenye lifti.',
    ],
    map: {
      alt: 'Ramani ya ofisi kwenye Argwings Kodhek Road, mita 300 magharibi mwa Yaya Centre, ikionyesha kituo cha matatu cha Yaya Centre na barabara ya pembeni inayoelekea maegesho yaliyo chini ya jengo.',
    },
    hoursTitle: 'Saa za ofisi',
    officeHours: [
      { days: 'Jumatatu hadi Ijumaa', hours: 'Saa mbili na nusu asubuhi hadi saa kumi na moja jioni' },
      { days: 'Jumamosi', hours: 'Saa tatu asubuhi hadi saa saba mchana' },
      { days: 'Jumapili na sikukuu za umma', hours: 'Imefungwa' },
    ],
  },
  writeToUs: {
    title: 'Umwandikie nani',
    intro:
      'Tuma barua pepe kwa anwani inayohusu swali lako, nayo itamfikia mtu sahihi mara moja. Tunajibu barua pepe ndani ya siku mbili za kazi.',
  },
  purposes: {
    general: {
      title: 'Maswali ya jumla',
      description:
        'Maswali kuhusu taasisi, ujumbe kwa mtu wa timu yetu (andika jina lake kwenye mada) na jambo lolote ambalo halijaorodheshwa hapa.',
      subject: 'Swali kutoka kwenye tovuti',
    },
    programmes: {
      title: 'Programu na shule',
      description:
        'Ziara za shule, Jenga STEM Academy, Ignite Girls na mafunzo ya walimu, programu za vijana, kuweka nafasi ya maabara na kusajili timu kwa mashindano.',
      subject: 'Swali kuhusu programu',
    },
    partnerships: {
      title: 'Ushirikiano',
      description:
        'Kampuni, wakfu, vyuo vikuu na ofisi za kaunti zinazotaka kufadhili, kubuni au kuandaa programu pamoja nasi.',
      subject: 'Swali kuhusu ushirikiano',
    },
    media: {
      title: 'Vyombo vya habari',
      description:
        'Wanahabari na watafiti, maombi ya mahojiano na ya picha, na hadithi au picha kutoka kwa wanafunzi na washirika wetu.',
      subject: 'Swali la vyombo vya habari',
    },
    donations: {
      title: 'Michango',
      description:
        'Maswali kuhusu mchango, stakabadhi za punguzo la kodi, kuchangia kila mwezi, na vifaa ambavyo ungependa kuchangia.',
      subject: 'Swali kuhusu mchango',
    },
    safeguarding: {
      title: 'Ulinzi wa watoto',
      description: 'Wasiwasi wowote kuhusu usalama au ustawi wa mtoto au kijana katika programu zetu.',
      subject: 'Wasiwasi kuhusu ulinzi wa mtoto',
    },
  },
  safeguarding: {
    intro:
      'Kila mtoto na kijana katika programu zetu ana haki ya kuwa salama. Ukiwa na wasiwasi kuhusu mmoja wao, tuambie: huhitaji ushahidi, na unaweza kuripoti bila kutaja jina lako.',
    reportTitle: 'Nini cha kuripoti',
    report: [
      'Madhara yoyote, au hatari ya madhara, kwa mwanafunzi kutoka kwa mfanyakazi, mtu wa kujitolea, mshauri au mwanafunzi mwingine',
      'Tabia ya mtu mzima inayokutia wasiwasi: kuwasiliana na mwanafunzi nje ya programu, zawadi, jumbe au picha za faragha',
      'Picha au taarifa binafsi za mwanafunzi zilizosambazwa bila idhini ya mzazi au mlezi',
      'Mwanafunzi anayekuambia kwamba anaumizwa, nyumbani, shuleni au katika programu',
    ],
    responseTitle: 'Tunajibu kwa haraka kiasi gani',
    response:
      'Kiongozi wetu wa ulinzi wa watoto hujibu kila ripoti ndani ya saa 24, na siku hiyohiyo ikiwa huenda mtoto yuko hatarini. Ripoti hutunzwa kwa siri na hushirikiwa tu na watu wanaopaswa kuchukua hatua.',
    emergency:
      'Ikiwa mtoto yuko hatarini sasa hivi, piga simu kwanza kwa polisi kupitia 999 au 112, au kwa Childline Kenya kupitia 116 (bure, mchana na usiku).',
  },
  howTo: {
    title: 'Jinsi ya…',
    intro:
      'Tovuti yenyewe haitumi chochote: hivi ndivyo unavyoweza kufanya kila moja ya mambo haya kwa barua pepe au kwa simu.',
    items: [
      {
        title: 'Omba ziara ya shule',
        text: 'Maabara ya kuhamahama hutembelea shule za umma kwa siku moja ya miradi ya vitendo, na tunaweza kukutana na walimu wako au bodi ya shule kuzungumza kuhusu programu zetu.',
        subject: 'Ombi la ziara ya shule',
        include: [
          'Jina la shule yako, kaunti na kaunti ndogo',
          'Madarasa na idadi ya wanafunzi watakaoshiriki',
          'Tarehe mbili au tatu zinazokufaa',
          'Mwalimu tunayeweza kuzungumza naye, pamoja na namba yake ya simu',
        ],
        when: 'Omba angalau wiki nne kabla: tunapanga ziara muhula mmoja kwa wakati, na tunathibitisha ndani ya siku tano za kazi.',
      },
      {
        title: 'Jiunge na programu',
        text: 'Wanafunzi hujiunga na programu za shule kupitia shule zao, na vijana hutuma maombi ya programu za vijana wenyewe. Wazazi na walimu wanaweza kutuuliza ni programu ipi inayofaa.',
        subject: 'Kujiunga na programu',
        include: [
          'Umri na darasa la mwanafunzi, au umri wa kijana',
          'Kaunti unayoishi',
          'Programu unayoipenda, ikiwa unaijua',
        ],
        when: 'Tunajibu ndani ya siku tano za kazi. Programu nyingi huanza pamoja na mihula ya shule mwezi Januari, Mei na Septemba.',
      },
      {
        title: 'Tuma maombi ya programu ya vijana',
        text: 'Workplace Readiness, Startup Incubation na Innovation Sandbox hupokea vijana wa miaka 18 hadi 30, katika makundi mawili kwa mwaka.',
        subject: 'Maombi ya programu ya vijana',
        include: [
          'Jina lako, umri, namba ya simu na kaunti',
          'Programu unayoiombea',
          'Mistari michache kuhusu unachotaka kujifunza au kutengeneza, na kwa nini',
          'Kwa Startup Incubation: ukurasa mmoja kuhusu wazo lako au biashara yako',
        ],
        when: 'Maombi hufungwa tarehe 31 Mei kwa kundi la Julai na tarehe 30 Novemba kwa kundi la Januari. Tunajibu kila ombi ndani ya wiki tatu.',
      },
      {
        title: 'Weka nafasi ya kipindi cha maabara',
        text: 'Maabara Wazi haihitaji kuweka nafasi: karibu ndani kuanzia Jumanne hadi Jumamosi, saa tatu asubuhi hadi saa kumi na mbili jioni. Weka nafasi kwa ajili ya kikundi cha shule, kipindi cha timu au muda wa kutumia mashine kubwa zaidi.',
        subject: 'Kuweka nafasi ya maabara',
        include: [
          'Kituo kipi: Nairobi, Kisumu au Mombasa',
          'Watu wangapi watakuja, na umri wao',
          'Siku na saa ambayo ungependa',
          'Unachotaka kutengeneza au kujifunza',
        ],
        when: 'Weka nafasi angalau wiki moja kabla; kituo kitathibitisha ndani ya siku mbili za kazi.',
      },
      {
        title: 'Jitolee pamoja nasi',
        text: 'Wahandisi, wasanidi programu za kompyuta, wanasayansi na walimu huzishauri timu za Jenga STEM Academy, huzifunza timu za mashindano na huendesha warsha za maabara, kwa saa chache kwa mwezi. Kila mtu wa kujitolea anayefanya kazi na wanafunzi kwanza huleta cheti cha tabia njema kutoka polisi na hupata mafunzo kuhusu sera yetu ya ulinzi wa watoto.',
        subject: 'Kujitolea',
        include: [
          'Jina lako, namba ya simu na kaunti',
          'Ujuzi wako, na ungependa kufanya nini',
          'Unaweza kutoa saa ngapi kwa mwezi, na lini',
          'Wasifu wako (CV) au kiungo cha ukurasa wako wa wasifu',
        ],
        when: 'Tunajibu ndani ya wiki mbili, na tunawakaribisha watu wapya wa kujitolea katika kikao cha utangulizi kila mwezi.',
      },
      {
        title: 'Shirikiana nasi',
        text: 'Kampuni, wakfu, vyuo vikuu na serikali za kaunti hufadhili maabara, kambi za mafunzo na timu za mashindano, hubuni programu pamoja nasi, hutoa vifaa au hutuma wafanyakazi wao kuwa washauri. Kila mshirika hupata ripoti ya yale ambayo msaada wake ulifanikisha.',
        subject: 'Pendekezo la ushirikiano',
        include: [
          'Shirika lako, na nafasi yako ndani yake',
          'Ungependa kusaidia nini au kufanya nini pamoja nasi',
          'Kaunti au shule unazofikiria, ikiwa zipo',
          'Ratiba na bajeti yako, ikiwa unazijua',
        ],
        when: 'Timu yetu ya ushirikiano hujibu ndani ya siku tano za kazi ili kupendekeza mkutano wa kwanza.',
      },
      {
        title: 'Iandikie bodi',
        text: 'Ili kuiandikia bodi ya wakurugenzi, au kujitolea kuhudumu ndani yake, mwandikie mwenyekiti kupitia anwani yetu kuu.',
        subject: 'Kwa mwenyekiti wa bodi',
        include: [
          'Wewe ni nani, na shirika unaloliandikia, ikiwa lipo',
          'Ujumbe wako unahusu nini',
          'Ili kujitolea kuhudumu: wasifu wako (CV) na uzoefu ambao ungeuleta',
        ],
        when: 'Katibu wa bodi humfikishia mwenyekiti kila ujumbe ndani ya wiki moja, nawe utapata jibu ndani ya wiki mbili.',
      },
      {
        title: 'Tuma hadithi yako',
        text: 'Wanafunzi, wazazi, walimu na wahitimu: tuambieni programu zetu zilibadilisha nini maishani mwenu. Huenda tukachapisha hadithi yako kwenye tovuti hii, kila mara kwa idhini yako.',
        subject: 'Hadithi yangu',
        include: [
          'Jina lako, na jinsi ulivyoshiriki',
          'Hadithi yako katika aya chache, kwa Kiingereza au Kiswahili',
          'Namba ya simu, endapo tutakuwa na maswali',
          'Kwa mwanafunzi aliye chini ya miaka 18: jina na namba ya simu ya mzazi au mlezi anayekubali',
        ],
        when: 'Tunajibu ndani ya wiki mbili, na hatuchapishi chochote hadi uwe umeidhinisha maandishi ya mwisho.',
      },
      {
        title: 'Tuma picha zako',
        text: 'Picha na video fupi kutoka kwenye programu, maabara na mashindano yetu zinaweza kuonekana kwenye Matunzio ya Picha, pamoja na jina lako kama mpigaji.',
        subject: 'Picha za matunzio',
        include: [
          'Picha katika ukubwa wake kamili, au kiungo cha kuzipata',
          'Mahali na wakati kila picha ilipopigwa, na inaonyesha nini',
          'Jina lako jinsi ungependa litajwe',
          'Kwa mwanafunzi yeyote aliye chini ya miaka 18 anayeweza kutambulika: idhini ya maandishi ya mzazi au mlezi',
        ],
        when: 'Tunajibu ndani ya wiki mbili. Picha za watoto huonekana tu kwa idhini ya mzazi au mlezi.',
      },
      {
        title: 'Pata jarida letu',
        text: 'Takriban mara moja kwa mwezi: habari za programu, ripoti mpya na tarehe za mashindano. Usajili kwenye tovuti utafunguliwa hivi karibuni; hadi wakati huo, jiunge kwa barua pepe.',
        subject: 'Jiandikishe',
        include: ['Anwani ya barua pepe ya kutumiwa jarida', 'Jina lako, ukipenda'],
        when: 'Tunakuongeza ndani ya wiki moja. Kila jarida lina kiungo cha kujiondoa.',
      },
    ],
  },
};

export default contact;
