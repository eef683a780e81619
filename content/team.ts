import { z } from 'zod';
import { hero, image, pageMeta, pageWords, sentenceWith, text, textCard } from './lib/records/shapes';
import { person } from './lib/records/people';
import { factWords } from './facts';
import { loadRecord } from './lib/records/records';

export const teamMemberSchema = person.extend({
  location: text,
  portrait: image
    .optional()
    .describe('A head-and-shoulders picture of the person; the card shows their initials without one.'),
});
export type TeamMember = z.infer<typeof teamMemberSchema>;

export const departmentSchema = z.object({
  name: text,
  description: text,
  members: z.number().int().positive(),
});
export type Department = z.infer<typeof departmentSchema>;

export const schema = z.object({
  words: pageWords({
    contact: text,
    leadershipTeam: text,
    ourDepartments: text,
    ourCulture: text,
    members: sentenceWith('count'),
    expertiseOf: sentenceWith('name'),
  }),
  meta: pageMeta,
  hero: hero.extend({
    lead: text.describe(
      'What the team is. `{people}` stands for how many people the page lists, its leaders and the members of its departments, counted at each build, so the number never disagrees with them.',
    ),
  }),
  leadership: z.array(teamMemberSchema).min(1),
  departments: z.array(departmentSchema).min(1),
  culture: z.array(textCard).min(1),
});
export type Team = z.infer<typeof schema>;

/** The leadership team, the departments and the culture they share. The people are fictional. */
const team = loadRecord<Team>('team', schema, { facts: factWords });

export default team;

/** How many people the team page lists: its leaders and the members of its departments, each counted once. */
export const people = team.leadership.length + team.departments.reduce((n, department) => n + department.members, 0);
