import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { Logo } from '../../components/Logo';
import { SiteContext } from '../../components/SiteContext';
import { siteWide } from '../../content/lib/records/site-wide';

describe('SiteContext', () => {
  it('gives a component the site-wide records it is rendered inside', () => {
    const other = { ...siteWide, site: { ...siteWide.site, shortName: 'Another Foundation' } };
    expect(
      renderToStaticMarkup(
        <SiteContext value={other}>
          <Logo />
        </SiteContext>,
      ),
    ).toContain('>Another Foundation</span>');
  });

  it('says where to render a component that reads them, rather than rendering it without', () => {
    expect(() => renderToStaticMarkup(<Logo />)).toThrow(
      /useSite: no site-wide records: render components inside Layout/,
    );
  });
});
