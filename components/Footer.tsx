import { SEARCH_PATH } from '../content/lib/articles/routes';
import { fill } from '../content/lib/words/template';
import type { NavLink } from '../content/navigation';
import type { Site } from '../content/site';
import { EmailLink } from './EmailLink';
import { Icon, type IconName } from './Icon';
import { LanguageSwitch } from './LanguageSwitch';
import { PhoneLink } from './PhoneLink';
import { useSite } from './SiteContext';
import { href } from '../content/lib/words/href';

function LinkList({ title, links }: { title: string; links: NavLink[] }) {
  return (
    <div className="footer__column">
      <h2 className="footer__heading">{title}</h2>
      <ul className="footer__links">
        {links.map((link) => (
          <li key={link.href}>
            <a href={href(link.href)}>{link.label}</a>
          </li>
        ))}
      </ul>
    </div>
  );
}

const socialIcons: Record<Site['social'][number]['network'], IconName> = {
  Facebook: 'facebook',
  Twitter: 'twitter',
  Instagram: 'instagram',
  LinkedIn: 'linkedin',
};

/** The footer's id: the first paint waits until it is reached, and the first screen is whole (components/Head.tsx). */
export const FOOTER_ID = 'site-footer';

export function Footer({ year, path }: { year: number; path: string }) {
  const { site, navigation, contact } = useSite();
  const { address } = site;
  return (
    <footer className="footer" id={FOOTER_ID}>
      <div className="footer__inner container">
        <div className="footer__column footer__column--about">
          <p className="footer__name">{site.name}</p>
          <p>{site.tagline}</p>
          <ul className="footer__social">
            {site.social.map(({ network, url }) => (
              <li key={network}>
                <a href={url} aria-label={fill(navigation.social, { name: site.shortName, network })}>
                  <Icon name={socialIcons[network]} />
                </a>
              </li>
            ))}
          </ul>
        </div>
        <LinkList
          title={navigation.footer.quickLinks}
          links={[{ label: navigation.search, href: SEARCH_PATH }, ...navigation.quickLinks]}
        />
        <LinkList title={navigation.footer.programmes} links={navigation.programmeLinks} />
        <div className="footer__column">
          <h2 className="footer__heading">{navigation.footer.contact}</h2>
          <address className="footer__contact">
            <p>
              {address.street}
              <br />
              {address.locality} {address.postalCode}, {address.country}
            </p>
            <p>
              <EmailLink email={site.email} subject={contact.purposes.general.subject} />
            </p>
            <p>
              <PhoneLink phone={site.phone} />
            </p>
          </address>
        </div>
      </div>
      <div className="footer__bottom container">
        <p>
          © {year} {site.name}. {navigation.rights}
        </p>
        <LanguageSwitch path={path} />
        <ul className="footer__legal">
          {navigation.legalLinks.map((link) => (
            <li key={link.href}>
              <a href={href(link.href)}>{link.label}</a>
            </li>
          ))}
        </ul>
      </div>
    </footer>
  );
}
