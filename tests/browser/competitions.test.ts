import { describe, expect, it } from 'vitest';
import competitions, { registrationOn } from '../../content/competitions';
import { browserSuite, openPage, viewports } from '../support/browser';
import { defined } from '../support/defined';
import { FIXTURE_DATE } from '../support/fixture-date';

const suite = browserSuite();
const featured = competitions.events.find((event) => event.featured)!;
const others = competitions.events.filter((event) => !event.featured);

// Event registration: the states a visitor sees follow from each event's dates, on the day the fixture is built as of.
describe('event registration on /competitions/', () => {
  it('shows the open featured event as Registration Open with Register Now, and closed events as Coming Soon with no Register', async () => {
    expect(registrationOn(featured, FIXTURE_DATE)).toBe('open');
    const context = await suite.newContext({ viewport: viewports.phone });
    const { page, errors } = await openPage(context);
    await page.goto(`${suite.url}/competitions/`);

    const block = page.getByRole('region', { name: featured.title });
    expect(await block.getByText('Registration Open', { exact: true }).isVisible()).toBe(true);
    expect(await block.getByRole('link', { name: `Register Now for ${featured.title}` }).isVisible()).toBe(true);
    expect(await block.getByRole('link', { name: `Official Website of ${featured.title}` }).isVisible()).toBe(true);

    for (const event of others) {
      expect(registrationOn(event, FIXTURE_DATE), event.title).toBe('soon');
      const card = page
        .getByRole('article')
        .filter({ has: page.getByRole('heading', { name: event.title }) })
        .first();
      expect(await card.getByText('Coming Soon', { exact: true }).isVisible(), event.title).toBe(true);
      expect(await card.getByRole('link', { name: `Learn More about ${event.title}` }).isVisible()).toBe(true);
      expect(await card.getByRole('link', { name: `Register for ${event.title}` }).count()).toBe(0);
    }
    expect(errors).toEqual([]);
    await context.close();
  });

  it('takes Register Now to how to enter, and Learn More to the event’s details, on screen', async () => {
    const context = await suite.newContext({ viewport: viewports.phone });
    const { page } = await openPage(context);
    await page.goto(`${suite.url}/competitions/`);
    await page.getByRole('link', { name: `Register Now for ${featured.title}` }).click();
    await page.waitForURL(`**/competitions/#${featured.id}-enter`);
    const howToEnter = page.locator(`#${featured.id}-enter`);
    await expect
      .poll(() => howToEnter.evaluate((el) => el.getBoundingClientRect().top))
      .toBeLessThan(viewports.phone.height);
    expect(await howToEnter.getByRole('link', { name: /@example\.org$/ }).getAttribute('href')).toMatch(/\?subject=/);

    const event = defined(others[0], 'a closed event');
    await page.getByRole('link', { name: `Learn More about ${event.title}` }).click();
    await page.waitForURL(`**/competitions/#${event.id}-details`);
    const details = page.locator(`#${event.id}-details`);
    expect(await details.getByRole('heading', { name: 'Timeline' }).isVisible()).toBe(true);
    await expect
      .poll(() => details.evaluate((el) => Math.abs(el.getBoundingClientRect().top)))
      .toBeLessThan(viewports.phone.height);
    await context.close();
  });
});
