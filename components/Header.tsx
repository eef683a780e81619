import type { NavLink, NavSection, Navigation } from '../content/navigation';
import { LanguageSwitch } from './LanguageSwitch';
import { Logo } from './Logo';
import { useWidget } from './PageParts';
import { useSite } from './SiteContext';
import { href } from '../content/lib/words/href';

interface HeaderProps {
  /** The path of the page being rendered, to mark the current section and page. */
  path: string;
  /** The path its language switch leads to the other edition of: the page's, unless the build says otherwise. */
  switchPath?: string;
}

const MENU_ID = 'site-menu';

/**
 * All the header shows of the page's path besides its language switch: the sections the page belongs to
 * (its path is the section's index or below it), and the page itself if a menu links to it. The header
 * reads the path only through this, so pages alike in it have the same header, which the build renders
 * once for them all (stages/render.ts).
 */
export function headerPlace(navigation: Navigation, path: string): { sections: string[]; page?: string } {
  const sections = navigation.sections.filter((section) => path.startsWith(section.href));
  const linked = [
    navigation.home,
    navigation.donate,
    ...navigation.sections.flatMap((section) => [section, ...section.links]),
  ].some((link) => link.href === path);
  return { sections: sections.map((section) => section.id), ...(linked ? { page: path } : {}) };
}

function MenuLink({ link, page, className }: { link: NavLink; page?: string; className: string }) {
  return (
    <a className={className} href={href(link.href)} aria-current={link.href === page ? 'page' : undefined}>
      {link.label}
    </a>
  );
}

function Dropdown({ section, current, page }: { section: NavSection; current: boolean; page?: string }) {
  const submenuId = `menu-${section.id}`;
  const links = [{ label: section.overviewLabel, href: section.href }, ...section.links];
  return (
    <li className="nav__item nav__item--dropdown">
      <button
        type="button"
        className="nav__toggle"
        data-header-toggle
        aria-expanded="false"
        aria-controls={submenuId}
        aria-current={current ? 'true' : undefined}
      >
        {section.label}
        <svg className="nav__chevron" viewBox="0 0 12 12" width="12" height="12" aria-hidden="true" focusable="false">
          <path d="M2 4l4 4 4-4" fill="none" stroke="currentColor" strokeWidth="2" />
        </svg>
      </button>
      <ul className="nav__submenu" id={submenuId}>
        {links.map((link) => (
          <li key={link.href}>
            <MenuLink link={link} page={page} className="nav__sublink" />
          </li>
        ))}
      </ul>
    </li>
  );
}

/**
 * The sticky site header. Without JavaScript the menu link jumps to the menu (shown by `:target` on small
 * screens) and dropdowns open on hover and focus; client/header.ts swaps in the menu button and makes the
 * dropdown buttons toggle.
 */
export function Header({ path, switchPath = path }: HeaderProps) {
  const widget = useWidget('header');
  const { navigation } = useSite();
  const { sections, page } = headerPlace(navigation, path);
  return (
    <header className="header" {...widget}>
      <div className="header__inner container">
        <Logo />
        <a className="header__menu-toggle header__menu-link" data-header-menu-link href={`#${MENU_ID}`}>
          {navigation.menu}
        </a>
        <button
          type="button"
          className="header__menu-toggle header__menu-button"
          data-header-menu-button
          aria-expanded="false"
          aria-controls={MENU_ID}
          hidden
        >
          <span className="header__menu-icon" aria-hidden="true" />
          {navigation.menu}
        </button>
        <nav className="nav" id={MENU_ID} aria-label={navigation.mainLabel}>
          <ul className="nav__list">
            <li className="nav__item">
              <MenuLink link={navigation.home} page={page} className="nav__link" />
            </li>
            {navigation.sections.map((section) => (
              <Dropdown key={section.id} section={section} current={sections.includes(section.id)} page={page} />
            ))}
            <li className="nav__item nav__item--donate">
              <MenuLink link={navigation.donate} page={page} className="button button--cta nav__donate" />
            </li>
            <li className="nav__item nav__item--language">
              <LanguageSwitch path={switchPath} className="nav__link" />
            </li>
          </ul>
        </nav>
      </div>
    </header>
  );
}
