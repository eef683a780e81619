import { languages, otherLang, pathIn } from '../content/lib/words/language';

/**
 * A plain link to this page in the other language, named in that language ("Kiswahili" on an English
 * page, "English" on a Kiswahili one) and marked as that language, so it works with no script and a
 * screen reader says the name in the right voice. No redirect ever chooses for the visitor.
 */
export function LanguageSwitch({ path, className }: { path: string; className?: string }) {
  return (
    <a
      className={className ? `language-switch ${className}` : 'language-switch'}
      href={pathIn(otherLang, path)}
      lang={otherLang}
      hrefLang={otherLang}
    >
      {languages[otherLang].name}
    </a>
  );
}
