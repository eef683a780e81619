import type { CookieBanner } from './cookie-banner';
import type { Translation } from './lib/translate';

export const translationOf = 'c41c95f094fd';

const cookieBanner: Translation<CookieBanner> = {
  title: 'Kuki kwenye tovuti hii',
  message: 'Je, tunaweza kutumia kuki za takwimu na za masoko? Hifadhi muhimu huwashwa kila wakati.',
  privacyLink: { label: 'Sera ya faragha' },
  buttons: { accept: 'Kubali Zote', reject: 'Kataa Zote', customize: 'Chagua Mwenyewe', hide: 'Ficha', close: 'Funga' },
  categories: [
    {
      name: 'Muhimu',
      status: 'Huwashwa kila wakati',
      description:
        'Hukumbuka chaguo lako la kuki kwenye kifaa hiki. Bila hii, tovuti haiwezi kufanya kazi inavyopaswa.',
    },
    {
      name: 'Takwimu',
      description:
        'Huhesabu ziara na kurasa zinazosomwa, bila kukutambulisha, ili tuone ni hadithi na programu zipi zinazosaidia zaidi.',
    },
    {
      name: 'Masoko',
      description: 'Huruhusu mitandao ya kijamii na washirika kupima kampeni zetu kwa wafadhili na watu wa kujitolea.',
    },
  ],
};

export default cookieBanner;
