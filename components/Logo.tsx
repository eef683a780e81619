import { useSite } from './SiteContext';
import { href } from '../content/lib/words/href';

/** The organisation's mark (a gear with a sprouting leaf) and name, linking home. */
export function Logo() {
  const { site } = useSite();
  return (
    <a className="logo" href={href('/')}>
      <svg className="logo__mark" viewBox="0 0 32 32" width="36" height="36" aria-hidden="true" focusable="false">
        <circle cx="16" cy="16" r="15" fill="#0b6b3a" />
        <path d="M16 25V14" stroke="#fff" strokeWidth="2.5" strokeLinecap="round" />
        <path d="M16 17c0-5 3-8 8-8 0 5-3 8-8 8zM16 20c0-4-2.5-6.5-6.5-6.5 0 4 2.5 6.5 6.5 6.5z" fill="#f7c873" />
      </svg>
      <span className="logo__name">{site.shortName}</span>
    </a>
  );
}
