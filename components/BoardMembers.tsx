import type { BoardMember, Oversight } from '../content/board';
import { formatDate } from '../content/lib/time/dates';
import { fill } from '../content/lib/words/template';
import { DescriptionList } from './DescriptionList';
import { titledName } from '../content/lib/records/site-record';
import { Grid } from './Grid';
import { ProfileCard } from './ProfileCard';
import { useSite } from './SiteContext';

/**
 * The board's members; while none are listed, who oversees the foundation, since when and who appointed the
 * auditor (`oversight`, with its labels); or, with neither, the 'Board Section Ready' message. So the page is
 * complete either way and fills itself in when members are added to content/board.yml.
 */
export function BoardMembers({
  members,
  oversight,
  labels,
  emptyTitle,
  emptyNote,
  expertiseOf,
}: {
  members: BoardMember[];
  oversight?: Oversight;
  labels: { overseenBy: string; since: string; auditorAppointedBy: string };
  /** The label of a member's list of expertise, with {name}. */
  expertiseOf: string;
  emptyTitle?: string;
  emptyNote?: string;
}) {
  const { site } = useSite();
  if (members.length === 0 && oversight)
    return (
      <DescriptionList
        items={[
          { label: labels.overseenBy, value: oversight.by },
          { label: labels.since, value: formatDate(oversight.since) },
          { label: labels.auditorAppointedBy, value: oversight.auditorAppointedBy },
        ]}
      />
    );
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
