import { Badge } from '../../components/Badge';
import { ButtonLink } from '../../components/Button';
import { Card } from '../../components/Card';
import { Grid } from '../../components/Grid';
import { Hero } from '../../components/Hero';
import { ProfileCard } from '../../components/ProfileCard';
import { Section } from '../../components/Section';
import { TextCards } from '../../components/TextCards';
import { contactHref } from '../../content/lib/articles/routes';
import { fill } from '../../content/lib/words/template';
import { titledName } from '../../content/lib/records/site-record';
import site from '../../content/site';
import team, { people } from '../../content/team';
import { href } from '../../content/lib/words/href';

export const meta = team.meta;

export default function TeamPage() {
  return (
    <>
      <Hero {...team.hero} lead={fill(team.hero.lead, { people })} />

      <Section id="leadership" title={team.words.leadershipTeam}>
        <Grid columns={3}>
          {team.leadership.map((person) => (
            <ProfileCard
              key={person.name}
              name={titledName(site, person.name, person.honorific)}
              title={person.title}
              place={person.location}
              bio={person.bio}
              expertise={person.expertise}
              expertiseLabel={fill(team.words.expertiseOf, { name: titledName(site, person.name, person.honorific) })}
              portrait={person.portrait}
              action={
                <ButtonLink href={href(contactHref('general'))} variant="secondary">
                  {team.words.contact}{' '}
                  <span className="visually-hidden">{titledName(site, person.name, person.honorific)}</span>
                </ButtonLink>
              }
            />
          ))}
        </Grid>
      </Section>

      <Section id="departments" title={team.words.ourDepartments} tone="muted">
        <Grid columns={4}>
          {team.departments.map((department) => (
            <Card
              key={department.name}
              title={department.name}
              badge={<Badge tone="green">{fill(team.words.members, { count: department.members })}</Badge>}
            >
              <p>{department.description}</p>
            </Card>
          ))}
        </Grid>
      </Section>

      <Section id="culture" title={team.words.ourCulture}>
        <TextCards cards={team.culture} columns={4} />
      </Section>
    </>
  );
}
