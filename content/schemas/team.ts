import { z } from 'zod';
import { text } from './common';
import { person, textCard } from './blocks';

export const teamMemberSchema = person.extend({ location: text });
export type TeamMember = z.infer<typeof teamMemberSchema>;

export const departmentSchema = z.object({
  name: text,
  description: text,
  members: z.number().int().positive(),
});
export type Department = z.infer<typeof departmentSchema>;

/** The spec's department sizes, in order. */
const departmentSizes = [8, 5, 4, 6];

export const teamSchema = z.object({
  hero: z.object({ title: text, lead: text }),
  leadership: z.array(teamMemberSchema).length(7),
  departments: z
    .array(departmentSchema)
    .length(4)
    .refine(
      (departments) => departments.every((department, i) => department.members === departmentSizes[i]),
      `member counts must be ${departmentSizes.join(', ')}, in that order`,
    ),
  culture: z.array(textCard).min(3),
});
export type Team = z.infer<typeof teamSchema>;
