import type { BoardMember } from '../content/board';
import { fill } from '../content/lib/words/template';
import { titledName } from '../content/lib/records/site-record';
import { Grid } from './Grid';
import { ProfileCard } from './ProfileCard';
import { useSite } from './SiteContext';

/**
 * The board's members, or, while none are announced, the 'Board Section Ready' message, so the page is
 * complete either way and fills itself in when members are added to content/board.ts.
 */
export function BoardMembers({
  members,
  emptyTitle,
  emptyNote,
  expertiseOf,
}: {
  members: BoardMember[];
  /** The label of a member's list of expertise, with {name}. */
  expertiseOf: string;
  emptyTitle: string;
  emptyNote: string;
}) {
  const { site } = useSite();
  if (members.length === 0) {
    return (
      <div className="board-members__empty">
        <h3 className="board-members__empty-title">{emptyTitle}</h3>
        <p>{emptyNote}</p>
      </div>
    );
  }
  return (
    <Grid columns={3}>
      {members.map((member) => (
        <ProfileCard
          key={member.name}
          name={titledName(site, member.name, member.honorific)}
          title={member.title}
          place={member.affiliation}
          bio={member.bio}
          expertise={member.expertise}
          expertiseLabel={fill(expertiseOf, { name: titledName(site, member.name, member.honorific) })}
        />
      ))}
    </Grid>
  );
}
