import { DOCUMENT_LANG, LANG } from '../content/lib/words/language';
import { useSite } from './SiteContext';

/**
 * Said inside a link to one of the site's documents, on the pages of an edition in another language than
 * the document's: " (kwa Kiingereza)". With the document's `format` ("PDF, KB 26"), one bracket says both,
 * the format for screen readers only: "(PDF, KB 26, kwa Kiingereza)"; in the document's own language the
 * format alone, for screen readers. The link itself carries hreflang (ButtonLink's `hrefLang`).
 */
export function DocumentLanguage({ format }: { format?: string }) {
  const { navigation } = useSite();
  if (LANG === DOCUMENT_LANG) return format ? <span className="visually-hidden"> ({format})</span> : null;
  return (
    <>
      {' ('}
      {format && <span className="visually-hidden">{format}, </span>}
      {navigation.inEnglish})
    </>
  );
}
