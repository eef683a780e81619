import { z } from 'zod';
import { callToAction, hero, image, pageMeta, sentenceWith, text, textList } from './lib/shapes';

export const labSchema = z.object({
  name: text,
  location: text,
  established: z.number().int().min(1900),
  /** Concurrent users. */
  capacity: z.number().int().positive(),
  specialties: textList,
  description: text,
  equipment: textList,
  image,
  /** Where to find the hub, in words a visitor can follow: street, landmark, floor. */
  address: text,
  /** When the hub is open, as it reads: `Tuesday to Saturday, 9 AM to 6 PM`. */
  hours: text,
});
export type Lab = z.infer<typeof labSchema>;

export const equipmentCategorySchema = z.object({ category: text, items: textList });
export const accessOptionSchema = z.object({ title: text, description: text, schedule: text, cost: text });
export const featuredProjectSchema = z.object({ title: text, description: text, team: text, impact: text });

export const schema = z.object({
  /** The page's own words: its section headings, links and buttons. */
  words: z.object({
    location: text,
    established: text,
    capacity: sentenceWith('count'),
    capacityLabel: text,
    address: text,
    hours: text,
    schedule: text,
    cost: text,
    ourInnovationHubs: text,
    equipment: text,
    howToUseThe: text,
    featuredProjects: text,
    impact: text,
    findNearestLab: text,
    bookLabSession: text,
  }),
  meta: pageMeta,
  hero,
  labs: z.array(labSchema).min(1),
  equipment: z.array(equipmentCategorySchema).min(1),
  access: z.array(accessOptionSchema).min(1),
  projects: z.array(featuredProjectSchema).min(1),
  getInvolved: callToAction,
});
export type Labs = z.infer<typeof schema>;

/** The innovation hubs, what is in them, how to use them and what has been built there. */
const labs: Labs = {
  words: {
    location: 'Location',
    established: 'Established',
    capacity: '{count} concurrent users',
    capacityLabel: 'Capacity',
    address: 'Address',
    hours: 'Opening hours',
    schedule: 'Schedule',
    cost: 'Cost',
    ourInnovationHubs: 'Our innovation hubs',
    equipment: 'Equipment',
    howToUseThe: 'How to use the labs',
    featuredProjects: 'Featured projects',
    impact: 'Impact:',
    findNearestLab: 'Find Nearest Lab',
    bookLabSession: 'Book Lab Session',
  },
  meta: {
    title: 'Innovation labs',
    description:
      'Jenga STEM innovation hubs in Nairobi, Kisumu and Mombasa: equipment, open lab hours, the monthly innovation challenge and projects built there.',
  },
  hero: {
    title: 'Innovation Labs',
    lead: 'Community makerspaces in Nairobi, Kisumu and Mombasa, with the tools, mentors and time to turn ideas into working prototypes.',
    image: {
      src: 'programs/labs-hero.svg',
      alt: 'A young maker checks a 3D-printed part beside the electronics benches of the Kisumu Innovation Hub.',
    },
  },
  labs: [
    {
      name: 'Nairobi Innovation Hub',
      location: 'Kawangware, Nairobi',
      established: 2020,
      capacity: 40,
      specialties: ['Robotics', 'Software development', 'Startup incubation'],
      description:
        'Our first and largest lab, in a converted warehouse near the schools where the foundation began. It hosts the Academy bootcamps and the startup incubator.',
      equipment: ['Six 3D printers', 'Laser cutter', '40 laptops', 'VEX and LEGO robotics kits', 'Electronics benches'],
      image: {
        src: 'programs/lab-nairobi.svg',
        alt: 'Students program robots at long workbenches in the Nairobi Innovation Hub.',
      },
      address: 'Off Naivasha Road, behind Kawangware Market, Nairobi',
      hours: 'Tuesday to Saturday, 9 AM to 6 PM',
    },
    {
      name: 'Kisumu Innovation Hub',
      location: 'Milimani, Kisumu',
      established: 2021,
      capacity: 30,
      specialties: ['Agritech', 'Electronics', 'Renewable energy'],
      description:
        'A lab close to the lake and its farms, where young people build sensors, solar systems and tools for agriculture and fishing.',
      equipment: [
        'Four 3D printers',
        'Solar training rigs',
        'Soldering stations',
        'Sensor and microcontroller kits',
        '30 laptops',
      ],
      image: {
        src: 'programs/lab-kisumu.svg',
        alt: 'Young people test a solar-powered irrigation controller in the Kisumu Innovation Hub.',
      },
      address: 'Milimani, off Achieng Oneko Road, Kisumu',
      hours: 'Tuesday to Saturday, 9 AM to 6 PM',
    },
    {
      name: 'Mombasa Innovation Hub',
      location: 'Tudor, Mombasa',
      established: 2023,
      capacity: 25,
      specialties: ['Marine and coastal technology', 'Digital fabrication', 'Creative coding'],
      description:
        'Our coastal hub serves fishing communities, tourism and the port, with weekend Ignite Girls sessions. Since March 2025 it shares its machines and mentors with our smaller lab in Likoni.',
      equipment: ['CNC router', 'Three 3D printers', 'Vinyl cutter', 'Drone kits', '25 laptops'],
      image: {
        src: 'programs/lab-mombasa.svg',
        alt: 'A mentor and two students assemble a drone at the Mombasa Innovation Hub.',
      },
      address: 'Tudor, off Tom Mboya Avenue, Mombasa',
      hours: 'Tuesday to Saturday, 9 AM to 6 PM',
    },
  ],
  equipment: [
    { category: 'Digital fabrication', items: ['3D printers', 'Laser cutter', 'CNC router', 'Vinyl cutter'] },
    {
      category: 'Electronics',
      items: [
        'Soldering stations',
        'Oscilloscopes and multimeters',
        'Arduino and micro:bit kits',
        'Bench power supplies',
      ],
    },
    { category: 'Computing', items: ['Laptops with design and coding software', 'Raspberry Pi kits', 'VR headsets'] },
    { category: 'Robotics and energy', items: ['VEX and LEGO robotics kits', 'Drone kits', 'Solar training rigs'] },
  ],
  access: [
    {
      title: 'Open Lab',
      description: 'Walk in, sign the safety register and use the tools, with a technician on hand to help.',
      schedule: 'Tuesday to Saturday, 9 AM to 6 PM',
      cost: 'Free for students; a minimal fee for others',
    },
    {
      title: 'Monthly Innovation Challenge',
      description:
        'Teams get a real problem from a local business or county office in the morning and present a prototype by the afternoon.',
      schedule: 'First Saturday of every month',
      cost: 'Free',
    },
    {
      title: 'School Group Visits',
      description:
        'A half-day session for a class or club, with a guided project matched to what the learners are studying.',
      schedule: 'Tuesday to Friday, by booking',
      cost: 'Free for partner schools',
    },
    {
      title: 'Maker Membership',
      description: 'A reserved bench, storage for your project and priority booking for the larger machines.',
      schedule: 'Tuesday to Saturday, 9 AM to 6 PM',
      cost: 'A monthly fee, with bursaries for young people',
    },
  ],
  projects: [
    {
      title: 'Maji Meter',
      description:
        'A low-cost smart water meter that texts households and water kiosks when a pipe leaks or a tank runs low.',
      team: 'Four incubator founders, Nairobi Innovation Hub',
      impact: 'Piloted in 150 homes in Kawangware, cutting water losses by a quarter.',
    },
    {
      title: 'Solar Egg Incubator',
      description:
        'A solar-powered incubator with a temperature sensor and alarm, built from local materials for poultry farmers.',
      team: 'Sandbox team of three, Kisumu Innovation Hub',
      impact: 'Hatch rates up from about half to nine in ten eggs for 40 farmers in Kisumu County.',
    },
    {
      title: 'Samaki Cool Box',
      description: 'An insulated, solar-cooled box that keeps the day’s catch fresh from the boat to the market.',
      team: 'Monthly challenge winners, Mombasa Innovation Hub',
      impact: 'Used by 25 fishers at the Likoni landing site, who now lose far less of their catch to spoilage.',
    },
  ],
  getInvolved: {
    title: 'Visit a lab',
    text: 'Find the hub nearest to you, or book a session for yourself, your team or your class.',
  },
};

export default labs;
