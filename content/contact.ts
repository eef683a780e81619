import { z } from 'zod';
import { hero, howTo, image, pageMeta, text, textList, usesEach } from './lib/shapes';
import { contactPurposes, type ContactPurpose } from './lib/vocabulary';

/**
 * The contact page's how-to sections, each at `/contact/#<id>`: the site's Request School Visit, Apply Now,
 * Partner With Us... controls link to them (`contactHref`), so an id here is a promise to those links.
 */
export const howToIds = [
  'school-visit',
  'join',
  'apply',
  'book-lab',
  'volunteer',
  'partner',
  'board',
  'story',
  'photos',
  'newsletter',
] as const;
export type HowToId = (typeof howToIds)[number];

/**
 * The contact page's section for a purpose (`general`, `safeguarding`...), a how-to (`school-visit`...), or
 * the address, directions and office hours (`visit`).
 */
export function contactHref(id: ContactPurpose | HowToId | 'visit'): string {
  return `/contact/#${id}`;
}

/** What a purpose's address is for, and the subject its email links fill in. */
const purpose = z.object({ title: text, description: text, subject: text });

export const howToCard = howTo.extend({ id: z.enum(howToIds), title: text, text });
export type HowToCard = z.infer<typeof howToCard>;

export const schema = z.object({
  meta: pageMeta,
  hero,
  /** The words beside each address, number and how-to: shared by every page that shows one. */
  labels: z.object({
    email: text,
    phone: text,
    writeTo: text,
    subject: text,
    include: text,
    when: text,
  }),
  visit: z.object({
    title: text,
    addressTitle: text,
    directionsTitle: text,
    directions: textList,
    /** A map drawn for the site (no map service is loaded), in content/pictures/contact/. */
    map: image,
    hoursTitle: text,
    officeHours: z.array(z.object({ days: text, hours: text })).min(1),
  }),
  writeToUs: z.object({ title: text, intro: text }),
  purposes: z.record(z.enum(contactPurposes), purpose),
  safeguarding: z.object({
    intro: text,
    reportTitle: text,
    report: textList,
    responseTitle: text,
    response: text,
    emergency: text,
  }),
  howTo: z.object({
    title: text,
    intro: text,
    items: z.array(howToCard).refine(...usesEach(howToIds, (item: HowToCard) => item.id, { once: true })),
  }),
});
export type Contact = z.infer<typeof schema>;

/** The contact page: where we are, whom to write to for what, and how to do what the site cannot do itself. */
const contact: Contact = {
  meta: {
    title: 'Contact us',
    description:
      'Email and phone for enquiries, programmes, partnerships, media, donations and safeguarding, with office hours, directions and how to volunteer or partner.',
  },
  hero: {
    title: 'Contact Us',
    lead: 'Whom to write to, how to find us, and how to volunteer, partner or bring a programme to your school.',
  },
  labels: {
    email: 'Email',
    phone: 'Phone',
    writeTo: 'Write to',
    subject: 'Subject',
    include: 'What to include',
    when: 'When',
  },
  visit: {
    title: 'Visit us',
    addressTitle: 'Address',
    directionsTitle: 'Directions',
    directions: [
      'We are on the third floor of Kilimani Business Centre, on Argwings Kodhek Road, about 300 metres west of Yaya Centre on the same side of the road. The entrance faces the road, beside a pharmacy.',
      'By matatu: from the Kencom stage in the city centre, take a route 46 matatu towards Kawangware, get off at the Yaya Centre stop and walk west for about four minutes.',
      'By car: visitor parking is in the basement, entered from the side road just past the building. Tell the guard at the gate you are visiting Jenga STEM.',
      'The entrance is step-free and a lift goes to the third floor; reception is on your right as you leave the lift.',
    ],
    map: {
      src: 'contact/office-map.svg',
      alt: 'Map of the office on Argwings Kodhek Road, 300 metres west of Yaya Centre, with the Yaya Centre matatu stop and the side road to the basement parking.',
    },
    hoursTitle: 'Office hours',
    officeHours: [
      { days: 'Monday to Friday', hours: '8:30 AM to 5:00 PM' },
      { days: 'Saturday', hours: '9:00 AM to 1:00 PM' },
      { days: 'Sundays and public holidays', hours: 'Closed' },
    ],
  },
  writeToUs: {
    title: 'Whom to write to',
    intro:
      'Write to the address for your question and it reaches the right person first time. We answer email within two working days.',
  },
  purposes: {
    general: {
      title: 'General enquiries',
      description:
        'Questions about the foundation, messages for a member of our team (put their name in the subject) and anything not listed here.',
      subject: 'Enquiry from the website',
    },
    programmes: {
      title: 'Programmes and schools',
      description:
        'School visits, the Academy, Ignite Girls and teacher training, the youth pathways, lab bookings and competition entries.',
      subject: 'Programmes enquiry',
    },
    partnerships: {
      title: 'Partnerships',
      description:
        'Companies, foundations, universities and county offices that want to sponsor, design or host a programme with us.',
      subject: 'Partnership enquiry',
    },
    media: {
      title: 'Media',
      description:
        'Journalists and researchers, interview and photo requests, and stories or photos from our learners and partners.',
      subject: 'Media enquiry',
    },
    donations: {
      title: 'Donations',
      description: 'Questions about a gift, receipts for tax, monthly giving, and equipment you would like to donate.',
      subject: 'Donation enquiry',
    },
    safeguarding: {
      title: 'Safeguarding',
      description: 'Any concern about the safety or wellbeing of a child or young person in our programmes.',
      subject: 'Safeguarding concern',
    },
  },
  safeguarding: {
    intro:
      'Every child and young person in our programmes has the right to be safe. If you are worried about one of them, tell us: you do not need proof, and you may report without giving your name.',
    reportTitle: 'What to report',
    report: [
      'Any harm, or risk of harm, to a learner from a member of staff, a volunteer, a mentor or another learner',
      'An adult’s behaviour that worries you: contact with a learner outside the programme, gifts, private messages or photos',
      'Photos or personal details of a learner shared without a parent’s or guardian’s consent',
      'A learner who tells you they are being hurt, at home, at school or in a programme',
    ],
    responseTitle: 'How fast we answer',
    response:
      'Our safeguarding lead answers every report within 24 hours, and the same day when a child may be in danger. Reports are kept confidential and shared only with the people who must act on them.',
    emergency:
      'If a child is in immediate danger, call the police on 999 or 112 first, or Childline Kenya on 116 (free, day and night).',
  },
  howTo: {
    title: 'How to…',
    intro: 'The site sends nothing itself: this is how to do each of these by email or phone.',
    items: [
      {
        id: 'school-visit',
        title: 'Request a school visit',
        text: 'The mobile tinkering lab visits public schools for a day of hands-on projects, and we can meet your staff or board to talk about our programmes.',
        contact: 'programmes',
        subject: 'School visit request',
        include: [
          'Your school’s name, county and sub-county',
          'The grades and the number of learners taking part',
          'Two or three dates that suit you',
          'A teacher we can speak to, with their phone number',
        ],
        when: 'Ask at least four weeks ahead: we plan visits a term at a time, and confirm within five working days.',
      },
      {
        id: 'join',
        title: 'Join a programme',
        text: 'Learners join the school programmes through their school, and young people apply to the youth pathways themselves. Parents and teachers can ask us which programme fits.',
        contact: 'programmes',
        subject: 'Joining a programme',
        include: [
          'The learner’s age and grade, or the young person’s age',
          'The county you live in',
          'The programme you are interested in, if you know',
        ],
        when: 'We reply within five working days. Most programmes start with the school terms in January, May and September.',
      },
      {
        id: 'apply',
        title: 'Apply to a youth programme',
        text: 'Workplace Readiness, Startup Incubation and the Innovation Sandbox take young people aged 18 to 30, in two intakes a year.',
        contact: 'programmes',
        subject: 'Youth programme application',
        include: [
          'Your name, age, phone number and county',
          'The pathway you are applying for',
          'A few lines on what you want to learn or build, and why',
          'For Startup Incubation: one page about your idea or business',
        ],
        when: 'Applications close on 31 May for the July intake and on 30 November for the January intake. We answer every application within three weeks.',
      },
      {
        id: 'book-lab',
        title: 'Book a lab session',
        text: 'Open Lab needs no booking: walk in from Tuesday to Saturday, 9 AM to 6 PM. Book for a school group, a team session or time on the larger machines.',
        contact: 'programmes',
        subject: 'Lab booking',
        include: [
          'Which hub: Nairobi, Kisumu or Mombasa',
          'How many people are coming, and their ages',
          'The day and time you would like',
          'What you want to make or learn',
        ],
        when: 'Book at least a week ahead; the hub confirms within two working days.',
      },
      {
        id: 'volunteer',
        title: 'Volunteer with us',
        text: 'Engineers, developers, scientists and teachers mentor Academy teams, coach competition teams and run lab workshops, for a few hours a month. Every volunteer who works with learners gives a police clearance certificate and is trained in our safeguarding policy first.',
        contact: 'programmes',
        subject: 'Volunteering',
        include: [
          'Your name, phone number and county',
          'Your skills, and what you would like to do',
          'How many hours a month you can give, and when',
          'Your CV or a link to your profile',
        ],
        when: 'We reply within two weeks, and welcome new volunteers at an induction every month.',
      },
      {
        id: 'partner',
        title: 'Partner with us',
        text: 'Companies, foundations, universities and county governments sponsor labs, bootcamps and competition teams, design programmes with us, give equipment or send staff as mentors. Every partner gets a report on what their support achieved.',
        contact: 'partnerships',
        subject: 'Partnership proposal',
        include: [
          'Your organisation, and your role in it',
          'What you would like to support or do together',
          'The counties or schools you have in mind, if any',
          'Your timing and budget, if you know them',
        ],
        when: 'Our partnerships team replies within five working days to suggest a first meeting.',
      },
      {
        id: 'board',
        title: 'Write to the board',
        text: 'To write to the board of directors, or to offer to serve on it, write to the chair through our main address.',
        contact: 'general',
        subject: 'For the board chair',
        include: [
          'Who you are, and the organisation you write for, if any',
          'What your message is about',
          'To offer to serve: your CV and the experience you would bring',
        ],
        when: 'The board secretary passes every message to the chair within a week, and you have a reply within two weeks.',
      },
      {
        id: 'story',
        title: 'Submit your story',
        text: 'Learners, parents, teachers and alumni: tell us what our programmes changed for you. We may publish your story on this site, always with your agreement.',
        contact: 'media',
        subject: 'My story',
        include: [
          'Your name, and how you took part',
          'Your story in a few paragraphs, in English or Kiswahili',
          'A phone number, in case we have questions',
          'For a learner under 18: the name and phone number of a parent or guardian who agrees',
        ],
        when: 'We reply within two weeks, and publish nothing until you have approved the final text.',
      },
      {
        id: 'photos',
        title: 'Submit your photos',
        text: 'Photos and short videos from our programmes, labs and competitions can appear in the Visual Gallery, credited to you.',
        contact: 'media',
        subject: 'Photos for the gallery',
        include: [
          'The photos at full size, or a link to them',
          'Where and when each was taken, and what it shows',
          'Your name as you would like it credited',
          'For any learner under 18 who can be recognised: a parent’s or guardian’s written consent',
        ],
        when: 'We reply within two weeks. Photos of minors appear only with a parent’s or guardian’s consent.',
      },
      {
        id: 'newsletter',
        title: 'Get our newsletter',
        text: 'About once a month: programme news, new reports and competition dates. Sign-up on the site opens soon; until then, join by email.',
        contact: 'newsletter',
        subject: 'Subscribe',
        include: ['The email address to send the newsletter to', 'Your name, if you like'],
        when: 'We add you within a week. Every newsletter has a link to unsubscribe.',
      },
    ],
  },
};

export default contact;
