import type { NotFound } from './404';
import type { Translation } from './lib/translate';

export const translationOf = '3f5a7c0fc627';

const notFound: Translation<NotFound> = {
  words: {
    title: 'Samahani! Ukurasa haupatikani',
    code: '404: ',
    lead: 'Huenda ukurasa unaoutafuta umehamishwa, au kiungo kimeandikwa vibaya.',
    returnToHome: 'Rudi Mwanzo',
  },
  meta: {
    title: 'Ukurasa haupatikani',
    description:
      'Ukurasa uliouomba haupo. Rudi kwenye ukurasa wa mwanzo upate programu zetu, hadithi na njia za kutusaidia.',
  },
  title: 'Lo! Ukurasa haupatikani',
  text: 'Huenda ukurasa unaoutafuta umehamishwa, au kiungo kimeandikwa vibaya.',
  home: { label: 'Rudi Mwanzo' },
};

export default notFound;
