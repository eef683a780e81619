import type { Navigation } from './navigation';
import type { Translation } from './lib/translate';

export const translationOf = '8f528a97fbc1';

const navigation: Translation<Navigation> = {
  menu: 'Menyu',
  mainLabel: 'Kuu',
  rights: 'Haki zote zimehifadhiwa.',
  footer: { quickLinks: 'Viungo vya Haraka', programmes: 'Programu', contact: 'Wasiliana Nasi' },
  skipLink: 'Ruka hadi maudhui makuu',
  social: '{name} kwenye {network}',
  home: { label: 'Mwanzo' },
  sections: [
    {
      label: 'Kuhusu Sisi',
      overviewLabel: 'Kuhusu sisi kwa ufupi',
      links: [
        { label: 'Sisi ni Nani' },
        { label: 'Maadili Yetu' },
        { label: 'Bodi' },
        { label: 'Timu' },
        { label: 'Historia' },
      ],
    },
    {
      label: 'Programu',
      overviewLabel: 'Programu zote',
      links: [{ label: 'Programu za Shule' }, { label: 'Programu za Vijana' }, { label: 'Maabara za Ubunifu' }],
    },
    {
      label: 'Hadithi za Mafanikio',
      overviewLabel: 'Matokeo yetu kwa ufupi',
      links: [
        { label: 'Hadithi za Mafanikio' },
        { label: 'Habari za Hivi Punde' },
        { label: 'Blogu' },
        { label: 'Matunzio ya Picha' },
        { label: 'Ripoti' },
      ],
    },
  ],
  donate: { label: 'Changia' },
  quickLinks: [
    { label: 'Kuhusu Sisi' },
    { label: 'Timu Yetu' },
    { label: 'Hadithi za Mafanikio' },
    { label: 'Ripoti' },
    { label: 'Mashindano' },
    { label: 'Changia' },
    { label: 'Jitolee' },
    { label: 'Wasiliana Nasi' },
  ],
  programmeLinks: [{ label: 'Programu za Shule' }, { label: 'Programu za Vijana' }, { label: 'Maabara za Ubunifu' }],
  legalLinks: [{ label: 'Sera ya Faragha' }, { label: 'Masharti ya Matumizi' }],
};

export default navigation;
