import { DOCUMENT_LANG, LANG } from '../content/lib/words/language';
import { useSite } from './SiteContext';

/**
 * Said inside a link to one of the site's documents, on the pages of an edition in another language than
 * the document's: " (kwa Kiingereza)". The link itself carries hreflang (ButtonLink's `hrefLang`).
 */
export function DocumentLanguage() {
  const { navigation } = useSite();
  return LANG === DOCUMENT_LANG ? null : <> ({navigation.inEnglish})</>;
}
