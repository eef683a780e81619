import { describe, expect, it } from 'vitest';
import competitions from '../../content/competitions';
import { browserSuite, openPage, viewports } from '../support/browser';

const suite = browserSuite();
const featured = competitions.events.find((event) => event.featured)!;
const others = competitions.events.filter((event) => !event.featured);

// Event registration: the states a visitor sees follow from registrationOpen alone.
describe('event registration on /competitions/', () => {
  it('shows the open featured event as Registration Open with Register Now, and closed events as Coming Soon with no Register', async () => {
    expect(featured.registrationOpen).toBe(true);
    const context = await suite.newContext({ viewport: viewports.phone });
    const { page, errors } = await openPage(context);
    await page.goto(`${suite.url}/competitions/`);

    const block = page.getByRole('region', { name: featured.title });
    expect(await block.getByText('Registration Open', { exact: true }).isVisible()).toBe(true);
    expect(await block.getByRole('button', { name: `Register now for ${featured.title}` }).isVisible()).toBe(true);
    expect(await block.getByRole('button', { name: `Official website of ${featured.title}` }).isVisible()).toBe(true);

    for (const event of others) {
      expect(event.registrationOpen, event.title).toBe(false);
      const card = page.getByRole('article').filter({ has: page.getByRole('heading', { name: event.title }) });
      expect(await card.getByText('Coming Soon', { exact: true }).isVisible(), event.title).toBe(true);
      expect(await card.getByRole('button', { name: `Learn more about ${event.title}` }).isVisible()).toBe(true);
      expect(await card.getByRole('button', { name: `Register for ${event.title}` }).count()).toBe(0);
    }
    expect(errors).toEqual([]);
    await context.close();
  });
});
