// @vitest-environment jsdom
import { cleanup, render, within } from '@testing-library/react';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { ProfileCard, initials } from '../../components/ProfileCard';
import type { Image } from '../../content/lib/records/shapes';
import team from '../../content/team';
import type { Pictures } from '../../pictures/metadata';
import { picturesOf, withPictures } from '../support/pictures';
import { screen } from '../support/screen';

afterEach(cleanup);

const peter = team.leadership.find((person) => person.name === 'Peter Kiprono Langat')!;
const portrait = peter.portrait!;

let pictures: Pictures;
beforeAll(async () => {
  pictures = await picturesOf([portrait]);
});

/** Peter's card, with or without a portrait, as the team page lays it out. */
const renderPeter = (picture?: Image) =>
  render(
    withPictures(
      pictures,
      <ProfileCard
        name={peter.name}
        title={peter.title}
        place={peter.location}
        bio={peter.bio}
        expertise={peter.expertise}
        expertiseLabel={`${peter.name}’s expertise`}
        portrait={picture}
      />,
    ),
  );

describe('initials', () => {
  it('takes the first and last names, skipping a title such as Dr.', () => {
    expect(initials('Dr. Grace Wambui Mwangi')).toBe('GM');
    expect(initials('Amina Hassan Said')).toBe('AS');
    expect(initials('Wanjiru')).toBe('W');
  });
});

describe('ProfileCard', () => {
  it('shows the person as a heading with role, place, bio, their expertise introduced by name, and the action', () => {
    render(
      <ProfileCard
        name="Peter Kiprono Langat"
        title="Head of School Programmes"
        place="Nakuru"
        bio="Peter leads the mobile tinkering lab."
        expertise={['Robotics', 'Teacher training']}
        expertiseLabel="Peter Kiprono Langat’s expertise"
        action={<button type="button">Contact</button>}
      />,
    );
    const card = screen.getByRole('article');
    expect(within(card).getByRole('heading', { level: 3, name: 'Peter Kiprono Langat' })).toBeTruthy();
    expect(within(card).getByText('Head of School Programmes')).toBeTruthy();
    expect(within(card).getByText('Nakuru')).toBeTruthy();
    expect(within(card).getByText('Peter leads the mobile tinkering lab.')).toBeTruthy();
    // A screen reader reads the words, then the list.
    const expertise = within(card).getByText('Peter Kiprono Langat’s expertise').nextElementSibling as HTMLElement;
    expect(expertise.tagName).toBe('UL');
    expect(
      within(expertise)
        .getAllByRole('listitem')
        .map((li) => li.textContent),
    ).toEqual(['Robotics', 'Teacher training']);
    expect(within(card).getByRole('button', { name: 'Contact' })).toBeTruthy();
  });

  it('shows a decorative portrait in place of the initials, hidden from screen readers beside the name', () => {
    expect(portrait.decorative).toBe(true);
    renderPeter(portrait);
    const card = screen.getByRole('article');
    // alt="" makes it presentational: a screen reader hears the name once, from the heading.
    expect(within(card).queryByRole('img')).toBeNull();
    const picture = within(card).getByRole('presentation');
    expect(picture.tagName).toBe('IMG');
    expect(picture.getAttribute('alt')).toBe('');
    expect(picture.getAttribute('src')).toBe(pictures.get(portrait.src)?.svg);
    expect(picture.classList.contains('profile-card__portrait')).toBe(true);
    expect(within(card).queryByText(initials(peter.name))).toBeNull();
    expect(card.querySelector('.profile-card__initials')).toBeNull();
  });

  it('names a portrait with alt text by it', () => {
    renderPeter({ src: portrait.src, alt: `Portrait of ${peter.name}` });
    const card = screen.getByRole('article');
    const picture = within(card).getByRole('img', { name: `Portrait of ${peter.name}` });
    expect(picture.classList.contains('profile-card__portrait')).toBe(true);
    expect(within(card).queryByText(initials(peter.name))).toBeNull();
  });

  it('keeps the initials, hidden from screen readers, without a portrait', () => {
    renderPeter();
    const card = screen.getByRole('article');
    const mark = within(card).getByText('PL');
    expect(mark.classList.contains('profile-card__initials')).toBe(true);
    expect(mark.getAttribute('aria-hidden')).toBe('true');
    expect(within(card).queryByRole('img')).toBeNull();
    expect(within(card).queryByRole('presentation')).toBeNull();
  });
});
