import { z } from 'zod';
import { hero, image, pageMeta, person, text, textCard } from './lib/shapes';
import facts from './facts';

export const teamMemberSchema = person.extend({
  location: text,
  /** A head-and-shoulders picture of the person; the card shows their initials without one. */
  portrait: image.optional(),
});
export type TeamMember = z.infer<typeof teamMemberSchema>;

export const departmentSchema = z.object({
  name: text,
  description: text,
  members: z.number().int().positive(),
});
export type Department = z.infer<typeof departmentSchema>;

export const schema = z.object({
  /** The page's own words: its section headings, links and buttons. */
  words: z.object({
    contact: text,
    leadershipTeam: text,
    ourDepartments: text,
    ourCulture: text,
  }),
  meta: pageMeta,
  hero,
  leadership: z.array(teamMemberSchema).min(1),
  departments: z.array(departmentSchema).min(1),
  culture: z.array(textCard).min(1),
});
export type Team = z.infer<typeof schema>;

/** The leadership team, the departments and the culture they share. The people are fictional. */
const team: Team = {
  words: {
    contact: 'Contact',
    leadershipTeam: 'Leadership team',
    ourDepartments: 'Our departments',
    ourCulture: 'Our culture',
  },
  meta: {
    title: 'Our team',
    description:
      'Meet the leadership team of Jenga STEM Foundation and the four departments that run our school, youth and innovation lab programmes in Kenya.',
  },
  hero: {
    title: 'Our Team',
    lead: 'Thirty people across Nairobi, Kisumu and Mombasa who turn classrooms and community halls into places where young Kenyans build.',
  },
  // The portraits are decorative: each sits beside the person's name, the card's heading, so alt text
  // could only repeat the name ("Portrait of …") and a screen reader would hear it twice. What a photo adds
  // is what the person looks like, which no short alt text here would say (and today's drawings show no one).
  leadership: [
    {
      name: 'Dr. Grace Wambui Mwangi',
      title: 'Executive Director',
      location: 'Nairobi',
      portrait: { src: 'about/team-grace-wambui-mwangi.svg', decorative: true },
      bio: `An electrical engineer who taught at the University of Nairobi for a decade, Grace co-founded the first Jenga STEM robotics club in ${facts.founded} and now leads the foundation’s strategy and partnerships with county governments.`,
      expertise: ['Engineering education', 'Strategy', 'Public-sector partnerships'],
    },
    {
      name: 'Daniel Ochieng Otieno',
      title: 'Director of Programmes',
      location: 'Kisumu',
      portrait: { src: 'about/team-daniel-ochieng-otieno.svg', decorative: true },
      bio: 'Daniel spent twelve years as a physics teacher and head of department in Kisumu before joining us to design the Academy curriculum. He oversees every school and youth programme and how we measure their results.',
      expertise: ['Curriculum design', 'Monitoring and evaluation', 'Teacher development'],
    },
    {
      name: 'Amina Hassan Said',
      title: 'Head of Innovation Labs',
      location: 'Mombasa',
      portrait: { src: 'about/team-amina-hassan-said.svg', decorative: true },
      bio: 'A mechanical engineer and maker, Amina set up the Mombasa lab in 2023 and now runs all three hubs, from equipment and safety to the monthly innovation challenge.',
      expertise: ['Digital fabrication', 'Lab operations', 'Product prototyping'],
    },
    {
      name: 'Peter Kiprono Langat',
      title: 'Head of School Programmes',
      location: 'Nakuru',
      portrait: { src: 'about/team-peter-kiprono-langat.svg', decorative: true },
      bio: 'Peter leads the mobile tinkering lab, the kit-lending programme and our teacher training intensives. He taught computer studies in Nakuru and Kakamega for eight years.',
      expertise: ['Robotics', 'Teacher training', 'Rural school outreach'],
    },
    {
      name: 'Faith Njeri Kamau',
      title: 'Head of Youth and Enterprise',
      location: 'Nairobi',
      portrait: { src: 'about/team-faith-njeri-kamau.svg', decorative: true },
      bio: 'Faith built the workplace readiness pathway with employers in fintech and agritech, and mentors the startups in our incubator. She previously ran a youth employment programme in Kiambu.',
      expertise: ['Youth employment', 'Startup mentoring', 'Employer partnerships'],
    },
    {
      name: 'Samuel Mutua Musyoka',
      title: 'Finance and Operations Manager',
      location: 'Nairobi',
      portrait: { src: 'about/team-samuel-mutua-musyoka.svg', decorative: true },
      bio: 'A certified public accountant, Samuel keeps our books audited and our logistics moving, from kit procurement to getting the mobile lab to schools on time.',
      expertise: ['Financial management', 'Grant compliance', 'Procurement'],
    },
    {
      name: 'Lilian Achieng Odhiambo',
      title: 'Partnerships and Communications Lead',
      location: 'Kisumu',
      portrait: { src: 'about/team-lilian-achieng-odhiambo.svg', decorative: true },
      bio: 'Lilian works with donors, companies and the media to tell our learners’ stories and find the support that keeps our programmes free. She was a journalist with a regional newspaper before joining us.',
      expertise: ['Fundraising', 'Storytelling', 'Corporate partnerships'],
    },
  ],
  departments: [
    {
      name: 'Programme Delivery',
      description:
        'Trainers and facilitators who run the Academy, Creative Coding, Ignite Girls and teacher training in our partner schools.',
      members: 8,
    },
    {
      name: 'Innovation Labs',
      description:
        'Lab coordinators and technicians who keep the Nairobi, Kisumu and Mombasa hubs open, safe and well equipped.',
      members: 5,
    },
    {
      name: 'Partnerships and Communications',
      description:
        'The team that works with donors, companies and county governments, and tells our story in print and online.',
      members: 4,
    },
    {
      name: 'Finance and Operations',
      description:
        'Finance, human resources, logistics and monitoring staff who make sure every programme is funded, staffed and measured.',
      members: 6,
    },
  ],
  culture: [
    {
      title: 'We build too',
      description:
        'Every staff member, accountants included, completes the Academy project in their first month, so we all know what our learners go through.',
    },
    {
      title: 'Learning never stops',
      description:
        'Each of us has a yearly learning budget and a Friday afternoon a month for courses, reading or a project in the lab.',
    },
    {
      title: 'Close to the field',
      description:
        'Managers spend at least two days a month in schools and labs, because the best ideas come from learners and teachers.',
    },
    {
      title: 'Candour and care',
      description:
        'We say plainly what is not working, and we look after one another, with flexible hours and support for parents on the team.',
    },
  ],
};

export default team;
