import type { Translation } from './lib/translate';
import site from './site';

export const translationOf = 'a149e57d2010';

const privacy: Translation<typeof import('./privacy').default> = {
  meta: {
    title: 'Sera ya faragha',
    description:
      'Kile tovuti huhifadhi kivinjarini mwako, aina za kuki, jinsi video ya ukurasa wa mwanzo hupakiwa, picha za watoto na haki zako chini ya Sheria ya Ulinzi wa Data ya 2019.',
  },
  hero: {
    title: 'Sera ya Faragha',
    lead: `Jinsi ${site.name} inavyoshughulikia taarifa kuhusu watu wanaotembelea tovuti hii.`,
  },
  sections: [
    {
      heading: 'Sisi ni nani',
      blocks: [
        {
          paragraph: `${site.name} ni shirika lisilo la faida lenye makao yake ${site.address.locality}, ${site.address.country}. Sisi ndio tunaowajibika kwa tovuti hii na kwa taarifa zinazoelezwa katika sera hii.`,
        },
        {
          paragraph:
            'Sera hii inaeleza kile tovuti huhifadhi, kile isichokusanya, jinsi video iliyo kwenye ukurasa wa mwanzo inavyofanya kazi, jinsi tunavyotumia picha za wanafunzi, na haki ulizo nazo chini ya Sheria ya Ulinzi wa Data ya Kenya ya 2019.',
        },
      ],
    },
    {
      heading: 'Kile tovuti hii hukusanya',
      blocks: [
        {
          paragraph:
            'Tovuti hii ni ya kutoa habari tu. Haina akaunti wala sehemu ya kuingia, na hakuna fomu yoyote ndani yake inayotuma maelezo yako popote: vitufe vya Changia, Jiandikishe, Jisajili na Tuma havitumi chochote kwa sasa. Kwenye tovuti hii hatuombi jina lako, anwani yako ya barua pepe wala maelezo yako ya malipo.',
        },
        {
          paragraph:
            'Kama ilivyo kwa kila tovuti, seva inayowasilisha kurasa hupokea taarifa za kiufundi kwa kila ombi: anwani yako ya IP, ukurasa ulioombwa, saa ya ombi, na aina ya kivinjari chako. Kampuni inayohifadhi tovuti yetu huweka rekodi hizi katika kumbukumbu zake za matumizi kwa hadi siku 30 ili kuiweka tovuti salama na ikifanya kazi, na hatuzitumii kwa jambo jingine lolote.',
        },
      ],
    },
    {
      heading: 'Kile tovuti huhifadhi kwenye kifaa chako',
      blocks: [
        {
          paragraph:
            'Tovuti huweka vitu vitatu vidogo katika hifadhi ya kivinjari chako chenyewe. Havitumwi kwetu kamwe, na vipo tu ili kukumbuka ulichochagua kwenye bango la kuki:',
        },
        {
          definitions: [
            {
              description:
                'Chaguo lako kwenye bango la kuki: thamani `accepted` (Kubali Zote) au `rejected` (Kataa Zote). Hubaki hadi utakapofuta data ya tovuti hii kwenye kivinjari chako, ili bango lisikuulize tena kila ukurasa.',
            },
            {
              description:
                'Rekodi ya idhini inayowekwa na maktaba ya programu ya idhini ambayo bango linatumia: aina za kuki ulizochagua, wakati ulipozichagua, na namba ya utambulisho ya idhini iliyochaguliwa bila mpangilio, ili tuweze kuonyesha idhini ilitolewa lini. Haina chochote kinachokutambulisha. Maktaba hiyo huichukulia rekodi hii kuwa halali kwa miezi sita, kisha huifanya upya kutokana na chaguo lako lililo katika `cookieConsent`.',
            },
            {
              description:
                'Huwekwa unapofunga bango kwa aikoni yake ya kufunga. Huficha bango kwa muda uliobaki wa kipindi cha kichupo hiki cha kivinjari, na hufutwa kichupo kinapofungwa. Hakihifadhi chaguo lolote.',
            },
          ],
        },
        {
          paragraph:
            'Ili kubadilisha chaguo lako, futa data ya tovuti hii katika mipangilio ya kivinjari chako (mara nyingi chini ya Faragha, kisha Kuki na data ya tovuti). Bango litakuuliza tena utakapotembelea tovuti wakati ujao.',
        },
      ],
    },
    {
      heading: 'Aina za kuki',
      blocks: [
        { paragraph: 'Bango la kuki hupanga kuki na hifadhi nyingine za aina hiyo katika makundi matatu:' },
        {
          list: [
            'Muhimu: vitu vilivyoorodheshwa hapo juu, vinavyokumbuka chaguo lako la kuki. Hufanya kazi kila wakati, kwa sababu bila hivyo tovuti isingeweza kuheshimu chaguo lako.',
            'Takwimu: kuki ambazo zingehesabu ziara na kurasa zilizosomwa, bila kukutambulisha, ili kutuonyesha ni programu na hadithi zipi zinasaidia zaidi.',
            'Masoko: kuki ambazo zingewezesha mitandao ya kijamii na washirika kupima matokeo ya kampeni zetu za kuwafikia wafadhili na watu wa kujitolea.',
          ],
        },
        {
          paragraph:
            'Kwa sasa tovuti haiweki kuki zozote za takwimu wala za masoko. Tukiongeza yoyote baadaye, zitasubiri idhini yako: hakuna chochote katika makundi hayo kitakachofanya kazi usipochagua Kubali Zote.',
        },
      ],
    },
    {
      heading: 'Video kwenye ukurasa wa mwanzo',
      blocks: [
        {
          paragraph:
            'Ukurasa wa mwanzo unaonyesha video iliyo kwenye YouTube. Hadi utakapobonyeza kitufe cha kucheza, ukurasa unaonyesha tu picha tuli kutoka kwenye seva yetu wenyewe, na hakuna kinachoombwa kutoka YouTube.',
        },
        {
          paragraph:
            'Unapobonyeza kucheza, video hupakiwa kutoka youtube-nocookie.com, hali ya YouTube inayolinda faragha zaidi, ambayo ni huduma ya Google. Kuanzia hapo YouTube hupokea anwani yako ya IP na taarifa kuhusu kivinjari chako, na huenda ikahifadhi vitambulisho kwenye kivinjari chako (kuki au hifadhi ya ndani) ili kucheza video, kuhesabu waliotazama na kuzuia matumizi mabaya. Sera ya faragha ya Google yenyewe ndiyo inayoeleza kile Google hufanya na taarifa hizo.',
        },
        {
          paragraph:
            'Ikiwa hungependa video ipakiwe, usibonyeze kucheza: sehemu nyingine ya ukurasa inafanya kazi bila video hiyo.',
        },
      ],
    },
    {
      heading: 'Picha za watoto na vijana',
      blocks: [
        {
          paragraph:
            'Picha nyingi kwenye tovuti hii zinaonyesha wanafunzi walio katika programu zetu. Picha za watoto (mtu yeyote aliye chini ya miaka 18) huonekana tu kwa idhini ya maandishi ya mzazi au mlezi, inayotolewa kabla picha haijachapishwa.',
        },
        {
          list: [
            'Tunawataja watoto kwa jina la kwanza tu, ikiwa tunawataja kabisa, na kamwe hatutaji shule yao pamoja na jina lao kamili.',
            'Mzazi au mlezi anaweza kuondoa idhini wakati wowote, nasi tutaondoa picha hiyo kwenye tovuti hii ndani ya siku 14.',
            'Watu wazima wanaoonekana kwenye picha wamekubali kuonekana, na wanaweza kutuomba tuondoe picha kwa njia hiyo hiyo.',
          ],
        },
      ],
    },
    {
      heading: 'Haki zako chini ya Sheria ya Ulinzi wa Data ya 2019',
      blocks: [
        {
          paragraph:
            'Sheria ya Ulinzi wa Data ya Kenya ya 2019 inakupa haki hizi kuhusu data binafsi tuliyo nayo kukuhusu:',
        },
        {
          list: [
            'Kuona data: kuambiwa kama tuna data binafsi kukuhusu, na kupata nakala yake.',
            'Kusahihisha: data kukuhusu iliyo na makosa au inayopotosha isahihishwe.',
            'Kufuta: data kukuhusu ifutwe tusipoihitaji tena au tusipokuwa na haki ya kuiweka, ikiwemo picha yako au ya mtoto wako.',
            'Kupinga: kupinga matumizi yetu ya data kukuhusu, ikiwemo matumizi yoyote ya kimasoko.',
            'Kulalamika: kuwasilisha malalamiko kwa Ofisi ya Kamishna wa Ulinzi wa Data (ODPC) kupitia www.odpc.go.ke ikiwa unaona hatujaheshimu haki hizi.',
          ],
        },
        {
          paragraph:
            'Ili kutumia haki yoyote kati ya hizi, tuandikie kupitia mawasiliano yaliyo hapa chini. Tunajibu ndani ya siku 7 na, ukiomba nakala au mabadiliko, tunalishughulikia ndani ya siku 14.',
        },
      ],
    },
    {
      heading: 'Mabadiliko ya sera hii',
      blocks: [
        {
          paragraph:
            'Tovuti inapobadilisha kile inachohifadhi, kwa mfano kwa kuongeza takwimu kwa idhini yako, tunasasisha sera hii kwanza na kubadilisha tarehe iliyo juu ya ukurasa.',
        },
      ],
    },
    {
      heading: 'Wasiliana nasi',
      blocks: [{ paragraph: 'Kwa swali lolote kuhusu faragha, au ili kutumia haki zako, wasiliana nasi:' }, {}],
    },
  ],
};

export default privacy;
