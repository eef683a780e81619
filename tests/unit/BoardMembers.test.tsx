// @vitest-environment jsdom
import { cleanup, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { BoardMembers } from '../../components/BoardMembers';
import type { BoardMember } from '../../content/board';
import { defined } from '../support/defined';
import { renderWithSite } from '../support/site-context';
import { screen } from '../support/screen';

afterEach(cleanup);

const member: BoardMember = {
  name: 'Prof. Wanjiku Njoroge',
  title: 'Chair',
  affiliation: 'Kenyatta University',
  bio: 'A professor of physics education who has advised the Ministry of Education on science curricula.',
  expertise: ['Science education', 'Governance'],
};

describe('BoardMembers', () => {
  it('shows Board Section Ready and the note when there are no members', () => {
    renderWithSite(
      <BoardMembers
        members={[]}
        emptyTitle="Board Section Ready"
        emptyNote="Members will be announced soon."
        expertiseOf="{name}’s expertise"
      />,
    );
    expect(screen.getByRole('heading', { name: 'Board Section Ready' })).toBeTruthy();
    expect(screen.getByText('Members will be announced soon.')).toBeTruthy();
    expect(screen.queryByRole('list')).toBeNull();
  });

  it('lists each member with name, title, affiliation, bio and expertise once there are members', () => {
    renderWithSite(
      <BoardMembers
        members={[member]}
        emptyTitle="Board Section Ready"
        emptyNote="Members will be announced soon."
        expertiseOf="{name}’s expertise"
      />,
    );
    expect(screen.queryByRole('heading', { name: 'Board Section Ready' })).toBeNull();
    expect(screen.queryByText('Members will be announced soon.')).toBeNull();
    const cards = screen.getAllByRole('article');
    expect(cards).toHaveLength(1);
    const card = defined(cards[0], 'the card');
    expect(card.closest('li')?.parentElement).toBe(screen.getAllByRole('list')[0]);
    expect(within(card).getByRole('heading', { name: 'Prof. Wanjiku Njoroge' })).toBeTruthy();
    expect(within(card).getByText('Chair')).toBeTruthy();
    expect(within(card).getByText(/Kenyatta University/)).toBeTruthy();
    expect(within(card).getByText(/professor of physics education/)).toBeTruthy();
    expect(within(card).getByText('Prof. Wanjiku Njoroge’s expertise').nextElementSibling?.textContent).toBe(
      'Science educationGovernance',
    );
  });
});
