// @vitest-environment jsdom
import { cleanup, within } from '@testing-library/react';
import type { ComponentProps } from 'react';
import { afterEach, describe, expect, it } from 'vitest';
import { BoardMembers } from '../../components/BoardMembers';
import type { BoardMember } from '../../content/board';
import { defined } from '../support/defined';
import { renderWithSite } from '../support/site-context';
import { screen } from '../support/screen';

afterEach(cleanup);

const labels = { overseenBy: 'Overseen by', since: 'Since', auditorAppointedBy: 'Auditor appointed by' };

const oversight = {
  by: 'Our three founding directors',
  since: '2019-03',
  auditorAppointedBy: 'The founding directors, in 2021',
};

/** The component with the words every board page gives it, and what a test says of its members. */
const renderBoard = (props: Pick<ComponentProps<typeof BoardMembers>, 'members' | 'oversight'>) =>
  renderWithSite(
    <BoardMembers
      {...props}
      labels={labels}
      emptyTitle="Board Section Ready"
      emptyNote="Members will be announced soon."
      expertiseOf="{name}’s expertise"
    />,
  );

const member: BoardMember = {
  name: 'Prof. Wanjiku Njoroge',
  title: 'Chair',
  affiliation: 'Kenyatta University',
  bio: 'A professor of physics education who has advised the Ministry of Education on science curricula.',
  expertise: ['Science education', 'Governance'],
};

describe('BoardMembers', () => {
  it('shows Board Section Ready and the note when there are no members', () => {
    renderBoard({ members: [] });
    expect(screen.getByRole('heading', { name: 'Board Section Ready' })).toBeTruthy();
    expect(screen.getByText('Members will be announced soon.')).toBeTruthy();
    expect(screen.queryByRole('list')).toBeNull();
  });

  it('says who oversees the foundation, since when and who appointed the auditor, when no members are listed', () => {
    renderBoard({ members: [], oversight });
    expect(screen.queryByRole('heading', { name: 'Board Section Ready' })).toBeNull();
    const terms = screen.getAllByRole('term').map((term) => term.textContent);
    const definitions = screen.getAllByRole('definition').map((definition) => definition.textContent);
    expect(terms).toEqual(['Overseen by', 'Since', 'Auditor appointed by']);
    expect(definitions).toEqual(['Our three founding directors', 'March 2019', 'The founding directors, in 2021']);
  });

  it('lists each member with name, title, affiliation, bio and expertise once there are members', () => {
    renderBoard({ members: [member], oversight });
    expect(screen.queryByRole('heading', { name: 'Board Section Ready' })).toBeNull();
    expect(screen.queryByText('Members will be announced soon.')).toBeNull();
    // The members are the board: who oversees the foundation without one is not shown beside them.
    expect(screen.queryByText('Overseen by')).toBeNull();
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
