import { z } from 'zod';
import { hero, image, pageMeta, pageWords, person, sentenceWith, text, textCard } from './lib/shapes';
import facts, { factWords } from './facts';
import { loadRecord } from './lib/records';

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

export const schema = z
  .object({
    words: pageWords({
      contact: text,
      leadershipTeam: text,
      ourDepartments: text,
      ourCulture: text,
      members: sentenceWith('count'),
      expertiseOf: sentenceWith('name'),
    }),
    meta: pageMeta,
    hero,
    leadership: z.array(teamMemberSchema).min(1),
    departments: z.array(departmentSchema).min(1),
    culture: z.array(textCard).min(1),
  })
  // The team the page lists, its leaders and the members of its departments (each counted in one), is part
  // of everyone who works for the foundation, the Staff of Site-wide → Facts that the page's lead states.
  .superRefine(({ leadership, departments }, ctx) => {
    const listed = leadership.length + departments.reduce((n, department) => n + department.members, 0);
    if (listed > facts.staff)
      ctx.addIssue({
        code: 'custom',
        path: ['departments'],
        message: `with the leaders, list ${listed} people (${leadership.length} leaders and ${listed - leadership.length} in the departments), more than the ${facts.staff} of Staff in Site-wide → Facts, which counts everyone: raise Staff, or correct the members`,
      });
  });
export type Team = z.infer<typeof schema>;

/** The leadership team, the departments and the culture they share. The people are fictional. */
const team = loadRecord<Team>('team', schema, { facts: factWords });

export default team;
