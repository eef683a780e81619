import type { NotFound } from './404';
import type { Translation } from './lib/translate';

export const translationOf = '19d26ac10688';

const notFound: Translation<NotFound> = {
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
