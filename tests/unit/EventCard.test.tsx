// @vitest-environment jsdom
import { cleanup, within } from '@testing-library/react';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { EventCard } from '../../components/EventCard';
import { FeaturedEvent } from '../../components/FeaturedEvent';
import competitions, { registrationOf } from '../../content/competitions';
import type { EventRegistration } from '../../content/competitions';
import type { Pictures } from '../../pictures/metadata';
import { defined } from '../support/defined';
import { picturesOf, withPictures } from '../support/pictures';
import { renderWithSite } from '../support/site-context';
import { screen } from '../support/screen';

afterEach(cleanup);

let pictures: Pictures;
beforeAll(async () => {
  pictures = await picturesOf(competitions.events.flatMap((event) => (event.image ? [event.image] : [])));
});

/** The Robot Olympiad: team entries open in June 2025 and close on 15 August 2025. */
const base = defined(competitions.events[1], 'the second event');
/** Its registration on a day, as the page would say it. */
const on = (today: string) => registrationOf(base, today, competitions.registration);
const open = on('2025-06-01');
const soon = on('2025-05-31');
const closed = on('2025-08-16');
const howToEnterTitle = competitions.eventDetails.howToEnter;

/** The featured block for the event with its registration, the page's stage names and how-to heading. */
const renderFeatured = (registration: EventRegistration) =>
  renderWithSite(
    withPictures(
      pictures,
      <FeaturedEvent
        event={base}
        registration={registration}
        stages={competitions.stages}
        howToEnterTitle={howToEnterTitle}
        words={competitions.words}
      />,
    ),
  );

/** Where a link of the given name leads. */
const hrefOf = (name: string | RegExp) => screen.getByRole('link', { name }).getAttribute('href');

describe('FeaturedEvent', () => {
  it('says Registration Open and links Register Now to how to enter while registration is open', () => {
    expect(open.state).toBe('open');
    renderFeatured(open);
    expect(screen.getByText('Registration Open')).toBeTruthy();
    expect(screen.queryByText('Registration Opens Soon')).toBeNull();
    expect(hrefOf(`Register Now for ${base.title}`)).toBe(`#${base.id}-enter`);
    expect(document.getElementById(`${base.id}-enter`)?.textContent).toContain(howToEnterTitle);
    expect(screen.queryByRole('link', { name: /^Learn More/ })).toBeNull();
  });

  it('says Registration Opens Soon and links Learn More to the details before it opens', () => {
    expect(soon.state).toBe('soon');
    renderFeatured(soon);
    expect(screen.getByText('Registration Opens Soon')).toBeTruthy();
    expect(screen.queryByText('Registration Open')).toBeNull();
    expect(hrefOf(`Learn More about ${base.title}`)).toBe(`#${base.id}-details`);
    expect(document.getElementById(`${base.id}-details`)).not.toBeNull();
    expect(screen.queryByRole('link', { name: /^Register/ })).toBeNull();
  });

  it('says Registration Closed and links Learn More to the details once it has closed', () => {
    expect(closed.state).toBe('closed');
    renderFeatured(closed);
    expect(screen.getByText('Registration Closed')).toBeTruthy();
    expect(screen.queryByText(/^Registration Open/)).toBeNull();
    expect(hrefOf(`Learn More about ${base.title}`)).toBe(`#${base.id}-details`);
    expect(screen.queryByRole('link', { name: /^Register/ })).toBeNull();
  });

  it('links Official Website to the event’s own site, from its record', () => {
    renderFeatured(open);
    expect(hrefOf(`Official Website of ${base.title}`)).toBe(base.website);
  });

  it('shows the featured badge, the event title as its heading, the timeline and no button', () => {
    renderFeatured(open);
    expect(screen.getByText('Featured Event')).toBeTruthy();
    expect(screen.getByRole('heading', { level: 2 }).textContent).toBe(base.title);
    expect(screen.getByRole('heading', { name: 'Timeline' })).toBeTruthy();
    // The stages as the page names them, each with its dates written out.
    expect(screen.getByText(competitions.stages.qualification).nextElementSibling?.textContent).toBe(
      '10–12 September 2025',
    );
    expect(screen.queryAllByRole('button')).toEqual([]);
  });
});

describe('EventCard', () => {
  it('shows the Open badge, Learn More and Register while registration is open', () => {
    renderWithSite(withPictures(pictures, <EventCard event={base} registration={open} words={competitions.words} />));
    const card = within(screen.getByRole('article'));
    expect(card.getByText('Open')).toBeTruthy();
    expect(card.queryByText('Coming Soon')).toBeNull();
    expect(hrefOf(`Learn More about ${base.title}`)).toBe(`#${base.id}-details`);
    expect(hrefOf(`Register for ${base.title}`)).toBe(`#${base.id}-enter`);
    expect(hrefOf(`Add to calendar for ${base.title}, a calendar file`)).toBe(`/competitions/calendar/${base.id}.ics`);
    expect(card.getAllByRole('link').map((a) => a.textContent)).toEqual([
      `Add to calendar for ${base.title}, a calendar file`,
      `Learn More about ${base.title}`,
      `Register for ${base.title}`,
    ]);
  });

  for (const [state, registration, badge] of [
    ['before registration opens', soon, 'Coming Soon'],
    ['once registration has closed', closed, 'Closed'],
  ] as const)
    it(`shows ${badge} and Learn More, and no Register, ${state}`, () => {
      renderWithSite(
        withPictures(pictures, <EventCard event={base} registration={registration} words={competitions.words} />),
      );
      const card = within(screen.getByRole('article'));
      expect(card.getByText(badge)).toBeTruthy();
      expect(card.queryByText('Open')).toBeNull();
      expect(hrefOf(`Learn More about ${base.title}`)).toBe(`#${base.id}-details`);
      expect(card.queryByRole('link', { name: /register/i })).toBeNull();
      expect(screen.queryAllByRole('button')).toEqual([]);
    });
});
