import { z } from 'zod';
import { featureCard, hero, image, pageMeta, stat, testimonial, text } from './lib/shapes';
import facts, { atLeast, counties } from './facts';

export const schema = z.object({
  /** The page's own words: its section headings, links and buttons. */
  words: z.object({
    whatWeDo: text,
    inTheirWords: text,
    momentsFromTheField: text,
    exploreOurPrograms: text,
    readMoreImpactStories: text,
    seeTheFullGallery: text,
    donate: text,
    donateNow: text,
    learnAboutUs: text,
  }),
  meta: pageMeta,
  hero,
  welcome: z.object({ title: text, paragraphs: z.array(text).min(1) }),
  reach: z.array(stat).min(1),
  /** The programme areas as cards, each with its picture and a few highlights. */
  programmeAreas: z.array(featureCard.extend({ image })).min(1),
  testimonial,
  video: z.object({ title: text, description: text, poster: image, play: text, notice: text }),
  gallery: z.array(z.object({ image, caption: text })).min(1),
  mission: z.object({ title: text, text }),
});
export type Home = z.infer<typeof schema>;

/** The words and pictures of the home page. */
const home: Home = {
  words: {
    whatWeDo: 'What we do',
    inTheirWords: 'In their words',
    momentsFromTheField: 'Moments from the field',
    exploreOurPrograms: 'Explore Our Programs',
    readMoreImpactStories: 'Read more impact stories',
    seeTheFullGallery: 'See the full gallery',
    donate: 'Donate',
    donateNow: 'Donate Now',
    learnAboutUs: 'Learn About Us',
  },
  meta: {
    title: 'Hands-on STEM education in Kenya',
    description:
      'Robotics, coding and hands-on science for Kenyan school learners, out-of-school youth and community innovation labs. See our programmes, impact and how to help.',
  },
  hero: {
    title: 'Inspiring Kenya’s next generation of innovators',
    lead: `We bring robotics, coding and hands-on science to classrooms, young people and community labs across ${counties} counties.`,
    image: {
      src: 'home/hero-robotics-class.svg',
      alt: 'Secondary school students in Nairobi gather around a robot they built and programmed together.',
    },
  },
  welcome: {
    title: 'Welcome to Jenga STEM Foundation',
    paragraphs: [
      `Since ${facts.founded} we have worked with public schools, youth groups and county governments to make science, technology, engineering and maths something young Kenyans do with their own hands, not only read about.`,
      'Our mobile tinkering lab visits schools that have no science kit, our trainers help teachers bring projects into everyday lessons, and our innovation labs give young people the tools, mentors and confidence to build careers and companies.',
    ],
  },
  reach: [
    { value: atLeast(facts.studentsReached), label: 'students reached' },
    { value: atLeast(facts.teachersTrained), label: 'teachers trained' },
    { value: String(counties), label: 'counties' },
    { value: String(facts.labs), label: 'innovation labs' },
  ],
  programmeAreas: [
    {
      title: 'School Programs',
      description: 'Hands-on STEM for learners aged 6 to 18, in and after school.',
      features: ['Mobile tinkering lab', 'Teacher capacity building', 'Robotics kits and laptops on loan'],
      href: '/programs/school/',
      image: {
        src: 'home/programme-school.svg',
        alt: 'Primary pupils test a cardboard circuit on a classroom desk.',
      },
    },
    {
      title: 'Youth Programs',
      description: 'Skills, mentors and first jobs for young people after school.',
      features: ['Future careers', 'Girls learning through technology', 'Robot olympiad'],
      href: '/programs/youth/',
      image: {
        src: 'home/programme-youth.svg',
        alt: 'Young women code on laptops during a workplace readiness session.',
      },
    },
    {
      title: 'Innovation Labs',
      description: 'Community makerspaces where ideas become prototypes and businesses.',
      features: ['Academy bootcamps', 'Startup incubator', 'Tech centres'],
      href: '/programs/labs/',
      image: {
        src: 'home/programme-labs.svg',
        alt: 'A 3D printer builds a part beside soldering stations in the Nairobi lab.',
      },
    },
  ],
  testimonial: {
    quote:
      'Before the robotics club I thought engineering was for other people. Now I have built a soil-moisture sensor for my mother’s shamba, and I want to study mechatronics.',
    author: 'Wanjiru K.',
    role: 'Form 3 student, Kiambu County',
    minor: true,
  },
  video: {
    play: 'Play video: ',
    notice: 'Playing the video loads it from YouTube, which may store cookies.',
    title: 'See a lab day in two minutes',
    description: 'Learners in our Kisumu lab design, build and test a line-following robot from scratch.',
    poster: {
      src: 'home/video-poster.svg',
      alt: 'Still from the video: a line-following robot on a test track in the Kisumu lab.',
    },
  },
  gallery: [
    {
      image: {
        src: 'home/gallery-maker-faire.svg',
        alt: 'Students present a solar-powered water pump at the Nairobi maker faire.',
      },
      caption: 'Maker faire, Nairobi',
    },
    {
      image: {
        src: 'home/gallery-teacher-training.svg',
        alt: 'Teachers wire a microcontroller during a five-day training in Nakuru.',
      },
      caption: 'Teacher training, Nakuru',
    },
    {
      image: {
        src: 'home/gallery-ignite-girls.svg',
        alt: 'Ignite Girls participants celebrate their first working app in Mombasa.',
      },
      caption: 'Ignite Girls, Mombasa',
    },
  ],
  mission: {
    title: 'Join our mission',
    text: 'A gift of $25 puts a STEM kit in a student’s hands. Help us reach 5,000 students in 15 counties by the end of 2025.',
  },
};

export default home;
