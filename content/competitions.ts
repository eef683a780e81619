import { z } from 'zod';
import { dateSpan, formatDate, formatSpan, lastDay } from './lib/dates';
import {
  callToAction,
  hero,
  howTo,
  httpsUrl,
  icon,
  image,
  pageMeta,
  sentenceWith,
  slug,
  text,
  textList,
  tone,
  uniqueBy,
} from './lib/shapes';

/** A competition runs either as one event with a registration window, or in four stages towards a final. */
const singleEventTimeline = z.strictObject({ registration: dateSpan, event: dateSpan });
const stagedTimeline = z.strictObject({
  preparation: dateSpan,
  submission: dateSpan,
  qualification: dateSpan,
  championship: dateSpan,
});
const stageNames = ['registration', 'event', 'preparation', 'submission', 'qualification', 'championship'] as const;

export const competitionEventSchema = z.object({
  id: slug,
  title: text,
  subtitle: text,
  description: text,
  /** When it takes place: shown as 15–17 July 2025. */
  dates: dateSpan,
  location: text,
  participants: text,
  categories: textList,
  registrationOpen: z.boolean(),
  featured: z.boolean(),
  image,
  icon,
  /** The tone of the event's mark, from the badge palette. */
  color: tone,
  details: z.object({
    ageGroups: textList,
    prizes: textList,
    requirements: textList,
    timeline: z.union([singleEventTimeline, stagedTimeline]),
  }),
  /** The organiser's page for the event: the featured block's Official Website links to it. */
  website: httpsUrl,
  /** How a team enters: Register Now and Register link to it, beside the event's details. */
  howToEnter: howTo,
});
export type CompetitionEvent = z.infer<typeof competitionEventSchema>;
export type CompetitionTimeline = CompetitionEvent['details']['timeline'];

export const preparationEventSchema = z.object({ title: text, dates: dateSpan, description: text });
export type PreparationEvent = z.infer<typeof preparationEventSchema>;

/** What a visitor is told about registering: the status line, the main call, and the grid card's badge. */
const registrationWords = z.object({ status: text, action: text, badge: text });

export const schema = z.object({
  /** The page's own words: its section headings, links and buttons. */
  words: z.object({
    officialWebsite: text,
    officialWebsiteOf: sentenceWith('title'),
    categories: text,
    ageGroups: text,
    timeline: text,
    prizes: text,
    requirements: text,
    date: text,
    location: text,
    participants: text,
    learnMore: text,
    about: sentenceWith('title'),
    register: text,
    registerFor: sentenceWith('title'),
    registerInterest: text,
    interestIn: sentenceWith('title'),
    joinMailingList: text,
    allCompetitions: text,
    upcomingPreparationEvents: text,
    registerForEvents: text,
  }),
  meta: pageMeta,
  hero,
  events: z
    .array(competitionEventSchema)
    .min(1)
    .refine((events) => events.filter((event) => event.featured).length === 1, 'must have exactly one featured event')
    .refine(...uniqueBy((event: CompetitionEvent) => event.id, 'id')),
  /** Follows from each event's `registrationOpen`, so the featured block and the grid can never disagree. */
  registration: z.object({ open: registrationWords, closed: registrationWords }),
  /** What each stage of a timeline is called on the page. */
  stages: z.record(z.enum(stageNames), text),
  preparation: z.object({
    intro: text,
    events: z.array(preparationEventSchema).min(1),
    /** How to join a session: each Register Interest links to it. */
    howTo: howTo.extend({ title: text }),
  }),
  readyToCompete: callToAction,
  /** The words around each event's details: the section for the events not featured, and the how-to heading. */
  eventDetails: z.object({ title: text, howToEnter: text }),
});
export type Competitions = z.infer<typeof schema>;
export type Registration = Competitions['registration'];
export type Stages = Competitions['stages'];

/** The competitions page: the season's events, the sessions that prepare teams for them, and the call to enter. */
const competitions: Competitions = {
  words: {
    officialWebsite: 'Official Website',
    officialWebsiteOf: 'of {title}',
    categories: 'Categories',
    ageGroups: 'Age Groups',
    timeline: 'Timeline',
    prizes: 'Prizes',
    requirements: 'Requirements',
    date: 'Date',
    location: 'Location',
    participants: 'Participants',
    learnMore: 'Learn More',
    about: 'about {title}',
    register: 'Register',
    registerFor: 'for {title}',
    registerInterest: 'Register Interest',
    interestIn: 'in {title}',
    joinMailingList: 'Join Mailing List',
    allCompetitions: 'All Competitions',
    upcomingPreparationEvents: 'Upcoming Preparation Events',
    registerForEvents: 'Register for Events',
  },
  meta: {
    title: 'STEM Competitions: Maker Faire, Robot Olympiad and VEX',
    description:
      'Enter the Nairobi Maker Faire, the Robot Olympiad national qualifier or the VEX Robotics Championship, and join free preparation sessions for your team.',
  },
  hero: {
    title: 'STEM Competitions',
    lead: 'Build, code and pitch against the best young makers in Kenya, and take your ideas further than the classroom.',
  },
  events: [
    {
      id: 'nairobi-maker-faire-2025',
      title: 'Nairobi Maker Faire 2025',
      subtitle: 'Build it, show it, pitch it: young makers solving local problems',
      description:
        'Three days in which young makers from across Kenya show projects that solve a problem in their own community, from solar irrigation pumps to soap dispensers for school washrooms. Judges from industry and universities score each project on the problem it solves, the build and the pitch, and the best teams win seed funding and mentoring to take their idea further.',
      dates: { from: '2025-07-15', to: '2025-07-17' },
      location: 'Kenyatta International Convention Centre, Nairobi',
      participants: '600+ young makers from across Kenya',
      categories: ['Agriculture and Food', 'Clean Energy', 'Health and Sanitation', 'Robotics and Automation'],
      registrationOpen: true,
      featured: true,
      image: {
        src: 'competitions/maker-faire.svg',
        alt: 'A team of secondary school students demonstrates a solar-powered water pump to judges at their stand.',
      },
      icon: 'lightbulb',
      color: 'orange',
      details: {
        ageGroups: ['Junior makers: ages 10-14', 'Senior makers: ages 15-18', 'Youth innovators: ages 19-25'],
        prizes: [
          'Grand prize: KSh 100,000 and six months in our incubation programme',
          'Category winners: KSh 25,000 each',
          'Best girls-led team: a robotics kit for their school',
        ],
        requirements: [
          'Teams of one to four makers, with an adult mentor for under-18s',
          'A working prototype or a scale model',
          'A two-page project summary, sent with the registration',
        ],
        timeline: {
          registration: { from: '2025-03-01', to: '2025-06-15' },
          event: { from: '2025-07-15', to: '2025-07-17' },
        },
      },
      website: 'https://makerfaire.example.org/nairobi-2025/',
      howToEnter: {
        contact: 'programmes',
        subject: 'Registration: Nairobi Maker Faire 2025',
        include: [
          'Your team’s name and category',
          'Each maker’s name and age, and your county',
          'For makers under 18: your adult mentor’s name and phone number',
          'Your two-page project summary',
        ],
        when: 'Registration is open from 1 March to 15 June 2025. We confirm each entry within five working days.',
      },
    },
    {
      id: 'robot-olympiad-qualifier-2025',
      title: 'Robot Olympiad National Qualifier 2025',
      subtitle: 'Kenya’s qualifying round for the international robot olympiad',
      description:
        'Teams of two or three build and program a robot to complete this season’s challenge on the competition mat, then explain their design to the judges. The highest-scoring teams earn places at the international final, with coaching from our trainers on the way.',
      dates: { from: '2025-09-10', to: '2025-09-12' },
      location: 'Kisumu Innovation Hub, Milimani, Kisumu',
      participants: '40 teams of 2-3 members',
      categories: ['Robo Mission', 'Future Innovators', 'Robo Sports'],
      registrationOpen: false,
      featured: false,
      image: {
        src: 'competitions/robot-olympiad.svg',
        alt: 'Two students kneel by the competition mat as their robot carries a block towards the finish zone.',
      },
      icon: 'robot',
      color: 'blue',
      details: {
        ageGroups: ['Elementary: ages 8-12', 'Junior: ages 11-15', 'Senior: ages 14-19'],
        prizes: ['Places at the international final for the top teams', 'Medals and certificates for every finalist'],
        requirements: [
          'Teams of 2-3 members and one coach',
          'A school or community club entry',
          'One robot kit per team',
        ],
        timeline: {
          preparation: { from: '2025-06', to: '2025-08' },
          submission: { from: '2025-08-15' },
          qualification: { from: '2025-09-10', to: '2025-09-12' },
          championship: { from: '2025-11' },
        },
      },
      website: 'https://olympiad.example.org/kenya-2025/',
      howToEnter: {
        contact: 'programmes',
        subject: 'Entry: Robot Olympiad National Qualifier 2025',
        include: [
          'Your school or club, and your county',
          'Your team’s name, category and age group',
          'Each member’s name and age, and your coach’s name and phone number',
        ],
        when: 'Team entries open in June and close on 15 August 2025.',
      },
    },
    {
      id: 'vex-robotics-championship-2025',
      title: 'VEX Robotics Championship Kenya 2025',
      subtitle: 'Build, drive and code with your alliance partners',
      description:
        'School teams design, build and program robots for this season’s VEX game, then play timed matches in alliances with and against other schools. Skills runs, an engineering notebook and a judged interview decide the awards alongside the matches.',
      dates: { from: '2025-11-20', to: '2025-11-22' },
      location: 'Sarit Expo Centre, Westlands, Nairobi',
      participants: '32 school teams',
      categories: ['VEX IQ', 'VEX V5', 'Skills Challenge'],
      registrationOpen: false,
      featured: false,
      image: {
        src: 'competitions/vex-championship.svg',
        alt: 'Students at the edge of the field steer their robot during a championship match as the crowd watches.',
      },
      icon: 'trophy',
      color: 'green',
      details: {
        ageGroups: ['VEX IQ: ages 8-14', 'VEX V5: ages 14-19'],
        prizes: ['Tournament Champions and Excellence Award trophies', 'Robot kits for the winning schools’ clubs'],
        requirements: [
          'A school team of 2-6 students and a teacher coach',
          'A VEX IQ or V5 robot',
          'An engineering notebook',
        ],
        timeline: {
          registration: { from: '2025-08-01', to: '2025-10-15' },
          event: { from: '2025-11-20', to: '2025-11-22' },
        },
      },
      website: 'https://vex.example.org/kenya-2025/',
      howToEnter: {
        contact: 'programmes',
        subject: 'Entry: VEX Robotics Championship Kenya 2025',
        include: [
          'Your school and county',
          'Your team’s name and division: VEX IQ or VEX V5',
          'Each student’s name and age, and your teacher coach’s name and phone number',
        ],
        when: 'Registration opens on 1 August and closes on 15 October 2025.',
      },
    },
  ],
  registration: {
    open: { status: 'Registration Open', action: 'Register Now', badge: 'Open' },
    closed: { status: 'Registration Opens Soon', action: 'Learn More', badge: 'Coming Soon' },
  },
  stages: {
    registration: 'Registration',
    event: 'Event',
    preparation: 'Preparation',
    submission: 'Team entries due',
    qualification: 'National qualifier',
    championship: 'International final',
  },
  preparation: {
    intro: 'Free sessions at our innovation hubs that get teams ready for competition day.',
    events: [
      {
        title: 'Maker Faire Project Clinic',
        dates: { from: '2025-05-17' },
        description:
          'Bring your idea or half-built prototype to the Nairobi Innovation Hub: mentors help you sharpen the problem, the build and your project summary before entries close.',
      },
      {
        title: 'Robot Olympiad Bootcamp',
        dates: { from: '2025-08-04', to: '2025-08-08' },
        description:
          'Five days of building and programming on competition mats at the Kisumu Innovation Hub, for teams entering the national qualifier.',
      },
      {
        title: 'VEX Build and Drive Day',
        dates: { from: '2025-10-11' },
        description:
          'Teams practise with VEX IQ and V5 kits, learn the season’s game and play practice matches with championship referees.',
      },
    ],
    howTo: {
      title: 'How to join a session',
      contact: 'programmes',
      subject: 'Preparation session',
      include: [
        'The session you want to join, and its date',
        'Your team’s name and the competition you are entering',
        'How many people are coming, and their ages',
      ],
      when: 'Sessions are free. Register your interest at least a week before; places go to teams in the order we hear from them.',
    },
  },
  readyToCompete: {
    title: 'Ready to Compete?',
    text: 'Register your team for this season’s events, or join our mailing list to hear when registration opens.',
  },
  eventDetails: { title: 'Competition details', howToEnter: 'How to enter' },
};

export default competitions;

/** When registration closes: the end of the registration window, or the day team entries are due. */
function registrationCloses({ details: { timeline } }: CompetitionEvent): string {
  return lastDay('registration' in timeline ? timeline.registration : timeline.submission);
}

/**
 * What has gone stale by `today`: registration still marked open after it closed, a featured event that has
 * taken place, a preparation session listed as upcoming whose day has passed. Registration stays an
 * editorial choice (`registrationOpen`); the build only points these out.
 */
export function stale(today: string): string[] {
  const warnings: string[] = [];
  competitions.events.forEach((event, i) => {
    const where = `events, item ${i + 1} "${event.title}"`;
    const closes = registrationCloses(event);
    if (event.registrationOpen && closes < today)
      warnings.push(`${where}: registrationOpen is true, but registration closed on ${formatDate(closes)}`);
    if (event.featured && lastDay(event.dates) < today)
      warnings.push(
        `${where}: is featured, but it took place on ${formatSpan(event.dates)}; feature an upcoming event`,
      );
  });
  competitions.preparation.events.forEach((session, i) => {
    if (lastDay(session.dates) < today)
      warnings.push(
        `preparation, item ${i + 1} "${session.title}": listed as upcoming, but it took place on ${formatSpan(session.dates)}`,
      );
  });
  return warnings;
}
