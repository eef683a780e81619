// @vitest-environment jsdom
import { cleanup, render, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { EventCard } from '../../components/EventCard';
import { FeaturedEvent } from '../../components/FeaturedEvent';
import competitions from '../../content/competitions';
import type { CompetitionEvent } from '../../content/competitions';

afterEach(cleanup);

const base = competitions.events[1];
const withRegistration = (registrationOpen: boolean): CompetitionEvent => ({ ...base, registrationOpen });
const open = withRegistration(true);
const closed = withRegistration(false);

/** The names of the buttons in what was rendered. */
const buttonNames = () => screen.getAllByRole('button').map((button) => button.textContent?.trim());

describe('FeaturedEvent', () => {
  it('says Registration Open and offers Register Now while registration is open', () => {
    render(<FeaturedEvent event={open} registration={competitions.registration} stages={competitions.stages} />);
    expect(screen.getByText('Registration Open')).toBeTruthy();
    expect(screen.queryByText('Registration Opens Soon')).toBeNull();
    expect(screen.getByRole('button', { name: `Register now for ${base.title}` }).textContent).toBe('Register Now');
    expect(buttonNames()).toEqual(['Register Now', 'Official Website']);
  });

  it('says Registration Opens Soon and offers Learn More once it is closed', () => {
    render(<FeaturedEvent event={closed} registration={competitions.registration} stages={competitions.stages} />);
    expect(screen.getByText('Registration Opens Soon')).toBeTruthy();
    expect(screen.queryByText('Registration Open')).toBeNull();
    expect(buttonNames()).toEqual(['Learn More', 'Official Website']);
  });

  it('shows the featured badge, the event title as its heading, and the timeline', () => {
    render(<FeaturedEvent event={open} registration={competitions.registration} stages={competitions.stages} />);
    expect(screen.getByText('Featured Event')).toBeTruthy();
    expect(screen.getByRole('heading', { level: 2 }).textContent).toBe(base.title);
    expect(screen.getByRole('heading', { name: 'Timeline' })).toBeTruthy();
  });

  it('gives every button a type of button, so nothing is submitted', () => {
    render(<FeaturedEvent event={open} registration={competitions.registration} stages={competitions.stages} />);
    for (const button of screen.getAllByRole('button')) expect(button.getAttribute('type')).toBe('button');
  });
});

describe('EventCard', () => {
  it('shows the Open badge, Learn More and a Register button while registration is open', () => {
    render(<EventCard event={open} registration={competitions.registration} />);
    const card = within(screen.getByRole('article'));
    expect(card.getByText('Open')).toBeTruthy();
    expect(card.queryByText('Coming Soon')).toBeNull();
    expect(card.getByRole('button', { name: `Register for ${base.title}` }).textContent).toBe('Register');
    expect(buttonNames()).toEqual(['Learn More', 'Register']);
  });

  it('shows Coming Soon and Learn More, and no Register button, once registration is closed', () => {
    render(<EventCard event={closed} registration={competitions.registration} />);
    const card = within(screen.getByRole('article'));
    expect(card.getByText('Coming Soon')).toBeTruthy();
    expect(card.queryByText('Open')).toBeNull();
    expect(card.getByRole('button', { name: `Learn more about ${base.title}` })).toBeTruthy();
    expect(card.queryByRole('button', { name: /register/i })).toBeNull();
    expect(buttonNames()).toEqual(['Learn More']);
  });
});
