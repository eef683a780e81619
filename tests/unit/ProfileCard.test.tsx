// @vitest-environment jsdom
import { cleanup, render, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { ProfileCard, initials } from '../../components/ProfileCard';

afterEach(cleanup);

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
});
