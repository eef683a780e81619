import type { Translation } from './lib/translate';
import site from './site';

export const translationOf = '0da08d659256';

const terms: Translation<typeof import('./terms').default> = {
  meta: {
    title: 'Masharti ya Matumizi',
    description:
      'Jinsi unavyoweza kutumia na kutumia tena maudhui ya tovuti hii: hakimiliki, matumizi ya kielimu kwa kutaja chanzo, picha za wanafunzi, viungo na sheria inayotumika.',
  },
  hero: {
    title: 'Masharti ya Matumizi',
    lead: `Masharti ambayo ${site.name} inakupa tovuti hii na maudhui yake.`,
  },
  sections: [
    {
      heading: 'Kuhusu masharti haya',
      blocks: [
        {
          paragraph: `Tovuti hii inaendeshwa na ${site.name}, shirika lisilo la faida lililoko ${site.address.locality}, ${site.address.country}. Kwa kutumia tovuti hii unakubali masharti haya. Ikiwa hukubaliani nayo, tafadhali usiitumie.`,
        },
      ],
    },
    {
      heading: 'Hakimiliki',
      blocks: [
        {
          paragraph: `Maandishi, picha, michoro, video na nembo kwenye tovuti hii ni mali ya ${site.name} au ya watu walioturuhusu kuyatumia, na yanalindwa na Sheria ya Hakimiliki ya Kenya na sheria za kimataifa za hakimiliki. Isipokuwa masharti haya yaseme vinginevyo, huruhusiwi kuyanakili, kuyachapisha au kuyauza bila idhini yetu ya maandishi.`,
        },
      ],
    },
    {
      heading: 'Kutumia maudhui yetu kwa elimu',
      blocks: [
        {
          paragraph:
            'Tunataka mawazo yetu yaenee. Walimu, wanafunzi, vikundi vya vijana na mashirika mengine yasiyo ya faida wanaweza kunakili, kuchapisha na kushiriki maandishi ya tovuti hii, pamoja na maelezo ya programu zetu na mawazo yetu ya shughuli, kwa matumizi ya kielimu yasiyo ya kibiashara, mradi tu:',
        },
        {
          list: [
            `wanatutaja kama chanzo, kwa mfano “Chanzo: ${site.name}, ${site.url}”;`,
            'hawabadilishi maana ya wanachonukuu, wala hawadokezi kwamba tunawaunga mkono wao au kazi yao;',
            'hawatumii jina letu wala nembo yetu kwenye nyenzo zao wenyewe bila idhini yetu ya maandishi.',
          ],
        },
        {
          paragraph:
            'Kwa matumizi mengine yoyote, ikiwemo katika kitu chochote kinachouzwa, tafadhali tuombe ruhusa kwanza.',
        },
      ],
    },
    {
      heading: 'Picha za wanafunzi',
      blocks: [
        {
          paragraph:
            'Picha za wanafunzi kwenye tovuti hii zimewekwa kwa idhini ya wanafunzi wenyewe na, kwa watoto, ya wazazi au walezi wao, kwa ajili ya tovuti hii pekee. Ruhusa ya kutumia tena maudhui yetu haihusu picha hizi: usinakili, usipakue ili kuchapisha upya, usihariri wala usishiriki picha za wanafunzi mahali pengine popote, ikiwemo kwenye mitandao ya kijamii.',
        },
      ],
    },
    {
      heading: 'Viungo vya tovuti nyingine',
      blocks: [
        {
          paragraph:
            'Tovuti hii ina viungo vya tovuti nyingine, kama vile kurasa zetu za mitandao ya kijamii na huduma ya video inayohifadhi video yetu. Hatudhibiti tovuti hizo, na hatuwajibiki kwa maudhui yake wala kwa jinsi zinavyoshughulikia taarifa zako; masharti yao na sera zao za faragha ndizo zinazotumika.',
        },
      ],
    },
    {
      heading: 'Hakuna dhamana',
      blocks: [
        {
          paragraph:
            'Tunajitahidi kuhakikisha kwamba tovuti ni sahihi na ina taarifa za sasa, lakini inatolewa kama ilivyo, bila dhamana yoyote. Tarehe za programu, maelezo ya mashindano, takwimu na taarifa nyingine zinaweza kubadilika: tafadhali thibitisha nasi jambo lolote muhimu kabla ya kulitegemea. Kwa kadiri sheria inavyoruhusu, hatuwajibiki kwa hasara yoyote inayotokana na kutumia tovuti au na tovuti kutopatikana.',
        },
        {
          paragraph:
            'Tovuti yenyewe haipokei malipo wala usajili. Ili kuchangia, kujisajili kwa programu au mashindano, au kujiandikisha kupokea habari zetu, wasiliana nasi nasi tutakueleza jinsi ya kufanya.',
        },
      ],
    },
    {
      heading: 'Sheria inayotumika',
      blocks: [
        {
          paragraph:
            'Masharti haya yanaongozwa na sheria za Kenya, na mahakama za Kenya zina mamlaka juu ya mzozo wowote kuhusu masharti haya au kuhusu tovuti.',
        },
      ],
    },
    {
      heading: 'Mabadiliko ya masharti haya',
      blocks: [
        {
          paragraph:
            'Tunaweza kusasisha masharti haya mara kwa mara. Tarehe iliyo juu ya ukurasa huu inaonyesha yalipobadilishwa mara ya mwisho, na masharti yanayotumika ni yale yaliyo kwenye ukurasa huu wakati unapotumia tovuti.',
        },
      ],
    },
    {
      heading: 'Wasiliana nasi',
      blocks: [
        {
          paragraph:
            'Ili kupata ruhusa ya kutumia tena maudhui yetu, au kwa swali lolote kuhusu masharti haya, wasiliana nasi:',
        },
        {},
      ],
    },
  ],
};

export default terms;
