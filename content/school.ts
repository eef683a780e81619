import { z } from 'zod';
import { callToAction, hero, internalHref, pageMeta, testimonial, text, textList } from './lib/shapes';
import facts, { counties } from './facts';

export const programmeSchema = z.object({
  title: text,
  description: text,
  /** Who it is for: `Ages 10-18`, or the teachers a training serves. */
  ages: text,
  duration: text,
  features: textList,
  impact: text,
});
export type Programme = z.infer<typeof programmeSchema>;

export const schema = z.object({
  /** The page's own words: its section headings, links and buttons. */
  words: z.object({
    downloadGuide: text,
    openTo: text,
    duration: text,
    ourSchoolProgrammes: text,
    whatTeachersAndStudents: text,
    requestSchoolVisit: text,
  }),
  meta: pageMeta,
  hero,
  programmes: z.array(programmeSchema).min(1),
  testimonials: z.array(testimonial).min(1),
  getInvolved: callToAction,
  /** The programme guide that Download Program Guide saves: a PDF in public/guides/, and its size as it reads. */
  guide: z.object({ href: internalHref.refine((href) => href.endsWith('.pdf'), 'must be a .pdf file'), size: text }),
});
export type School = z.infer<typeof schema>;

/** The school programmes and what teachers and learners say about them. */
const school: School = {
  words: {
    downloadGuide: 'Download Program Guide',
    openTo: 'Open to',
    duration: 'Duration',
    ourSchoolProgrammes: 'Our school programmes',
    whatTeachersAndStudents: 'What teachers and students say',
    requestSchoolVisit: 'Request School Visit',
  },
  meta: {
    title: 'School programs',
    description:
      'The Jenga STEM Academy, Creative Coding, Ignite Girls and STEM teacher training: hands-on programmes for Kenyan schools, learners and teachers.',
  },
  hero: {
    title: 'School Programs',
    lead: 'Robotics, coding and hands-on science for learners aged 6 to 18, and the training their teachers need to keep it going.',
    image: {
      src: 'programs/school-hero.svg',
      alt: 'Grade 6 pupils in Machakos wire a buzzer circuit during a mobile tinkering lab visit.',
    },
  },
  programmes: [
    {
      title: 'Jenga STEM Academy',
      description:
        'Our flagship after-school programme: learners design, build and program robots that solve a problem in their school or community, working in teams of four.',
      ages: 'Ages 10-18',
      duration: '12 weeks',
      features: [
        'Two 90-minute sessions a week',
        'Robotics kits and laptops on loan',
        'A mentor from industry for every team',
        'End-of-term showcase for parents',
      ],
      impact: `More than 900 learners in ${facts.partnerSchools} partner schools have completed the Academy, ${facts.completionRate}% of those who started.`,
    },
    {
      title: 'Creative Coding',
      description:
        'Younger learners make games, animations and interactive stories, first with blocks and then with Python, and share them with their classmates.',
      ages: 'Ages 8-16',
      duration: '8 weeks',
      features: [
        'Scratch and Python tracks by age',
        'Works on shared or borrowed laptops',
        'A game jam to finish',
        'Lessons in English and Kiswahili',
      ],
      impact: `450 learners have published their first game or animation, and 18 of our ${facts.partnerSchools} partner schools now run coding clubs of their own.`,
    },
    {
      title: 'STEM Teacher Training',
      description:
        'An intensive course that helps primary and secondary teachers run project-based science and robotics lessons with low-cost materials.',
      ages: 'Primary and secondary teachers',
      duration: '5-day intensive',
      features: [
        'Lesson plans mapped to the Competency-Based Curriculum',
        'Hands-on practice with every kit',
        'A starter kit for each school',
        'Follow-up coaching visits for a term',
      ],
      impact: `Over ${facts.teachersTrained} teachers in ${counties} counties trained, each reaching around 80 learners a year.`,
    },
    {
      title: 'Ignite Girls',
      description:
        'A programme for girls that pairs hands-on engineering and coding projects with mentors from Kenyan women working in technology.',
      ages: 'Ages 12-18',
      duration: '6 months',
      features: [
        'Weekend sessions in our innovation labs',
        'A woman engineer or developer as mentor',
        'Visits to tech companies',
        'A final project pitched to a panel',
      ],
      impact:
        '310 girls have completed the programme; six in ten chose a science subject combination in their next year.',
    },
  ],
  testimonials: [
    {
      quote:
        'My pupils used to copy diagrams of circuits from the board. Now they build them, and they argue about why one works and another does not. That argument is science.',
      author: 'Mr. Joseph Kariuki',
      role: 'Science teacher',
      school: 'Mwangaza Primary School, Nairobi',
    },
    {
      quote:
        'In the Academy our team made a robot that sorts maize from stones. I did the coding. I did not know I could do that, and now I want to study computer science.',
      author: 'Mercy A.',
      role: 'Form 2 student, Kisumu County',
      minor: true,
    },
    {
      quote:
        'The five days were the most useful training of my career. I came home with lesson plans and a kit, and our school now has a robotics club of sixty learners.',
      author: 'Mrs. Halima Omar',
      role: 'Deputy headteacher',
      school: 'Bahari Mixed Secondary School, Mombasa',
    },
  ],
  getInvolved: {
    title: 'Bring STEM to your school',
    text: `We work with public schools in ${counties} counties. Ask for a visit from the mobile tinkering lab, or download the guide to our programmes to share with your board.`,
  },
  guide: { href: '/guides/school-programmes-guide.pdf', size: '2 KB' },
};

export default school;
