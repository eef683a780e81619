import cookieBanner from '../content/cookie-banner';
import { Icon } from './Icon';

export const COOKIE_DETAILS_ID = 'cookie-banner-details';

/**
 * The cookie consent banner on every page. It is served `hidden`: client/cookie-banner.ts
 * shows it only when no decision is stored, so a returning visitor never sees it flash and a visitor without
 * JavaScript (who gets no storage and no gated scripts) is not asked. Accept All and Reject All carry equal
 * weight; the close icon only hides it for the tab's session.
 */
export function CookieBanner() {
  const { title, message, privacyLink, categories } = cookieBanner;
  return (
    <div className="cookie-banner" role="region" aria-label="Cookie consent" data-module="cookie-banner" hidden>
      <div className="cookie-banner__inner container">
        <div className="cookie-banner__text">
          <h2 className="cookie-banner__title">{title}</h2>
          <p>
            {message} <a href={privacyLink.href}>{privacyLink.label}</a>
          </p>
        </div>
        <div className="cookie-banner__actions">
          <button type="button" className="button button--primary" data-cookie-banner-choice="accepted">
            Accept All
          </button>
          <button type="button" className="button button--primary" data-cookie-banner-choice="rejected">
            Reject All
          </button>
          <button
            type="button"
            className="button button--secondary cookie-banner__customize"
            data-cookie-banner-customize
            aria-expanded="false"
            aria-controls={COOKIE_DETAILS_ID}
          >
            Customize
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
        <button type="button" className="cookie-banner__close" aria-label="Close" data-cookie-banner-close>
          <Icon name="close" size={24} />
        </button>
      </div>
    </div>
  );
}
