import { Icon } from './Icon';
import { useWidget } from './PageParts';
import { useSite } from './SiteContext';
import { href } from '../content/lib/words/href';

export const COOKIE_DETAILS_ID = 'cookie-banner-details';
const TITLE_ID = 'cookie-banner-title';

/**
 * The cookie consent banner on every page. It is served `hidden`: client/cookie-banner.ts
 * shows it only when no decision is stored, so a returning visitor never sees it flash and a visitor without
 * JavaScript (who gets no storage and no gated scripts) is not asked. Accept All and Reject All carry equal
 * weight; the categories wait behind Customize; the close icon (or Escape) only hides it for the tab's session.
 *
 * It is a region named by its title and comes first in the page after the skip link, so a screen reader
 * meets it once, before the page, although it is drawn at the foot of the screen. Its title is not a
 * heading: the page's outline still starts with its h1.
 */
export function CookieBanner() {
  const widget = useWidget('cookie-banner');
  const { title, message, privacyLink, buttons, categories } = useSite().cookieBanner;
  return (
    <section className="cookie-banner" aria-labelledby={TITLE_ID} {...widget} hidden>
      <div className="cookie-banner__inner container">
        <p className="cookie-banner__title" id={TITLE_ID}>
          {title}
        </p>
        <p className="cookie-banner__message">
          {message} <a href={href(privacyLink.href)}>{privacyLink.label}</a>
        </p>
        <div className="cookie-banner__actions">
          <button type="button" className="button button--primary" data-cookie-banner-choice="accepted">
            {buttons.accept}
          </button>
          <button type="button" className="button button--primary" data-cookie-banner-choice="rejected">
            {buttons.reject}
          </button>
          <button
            type="button"
            className="button button--secondary cookie-banner__customize"
            data-cookie-banner-customize
            data-cookie-banner-hide-label={buttons.hide}
            aria-expanded="false"
            aria-controls={COOKIE_DETAILS_ID}
          >
            {buttons.customize}
          </button>
        </div>
        <ul className="cookie-banner__details" id={COOKIE_DETAILS_ID} hidden>
          {categories.map((category) => (
            <li key={category.id} className="cookie-banner__category">
              <p className="cookie-banner__category-name">
                <strong>{category.name}</strong>
                {category.status && <span className="cookie-banner__status">{category.status}</span>}
              </p>
              <p>{category.description}</p>
            </li>
          ))}
        </ul>
        <button type="button" className="cookie-banner__close" aria-label={buttons.close} data-cookie-banner-close>
          <Icon name="close" size={24} />
        </button>
      </div>
    </section>
  );
}
