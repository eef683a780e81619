import { z } from 'zod';
import { isoMonth } from './lib/dates';
import {
  callToAction,
  categoryNames,
  filterWords,
  hero,
  image,
  pageMeta,
  sentenceWith,
  slug,
  text,
  uniqueBy,
  usesEach,
} from './lib/shapes';

/** The gallery's filter categories, in the order of the filter row (after All). */
export const galleryCategories = ['Events', 'Programs', 'Students', 'Facilities', 'Achievements'] as const;

const common = {
  id: slug,
  title: text,
  category: z.enum(galleryCategories),
  date: isoMonth,
  location: text,
  /** Who took part, in words: "120 students". */
  participants: text,
  description: text,
  thumbnail: image,
};

export const galleryItemSchema = z.discriminatedUnion('type', [
  z.strictObject({ ...common, type: z.literal('image') }),
  z.strictObject({
    ...common,
    type: z.literal('video'),
    duration: z.string().regex(/^\d{1,2}:[0-5]\d$/, 'must be a running time like 3:45 (m:ss)'),
  }),
]);
export type GalleryItem = z.infer<typeof galleryItemSchema>;

export const schema = z.object({
  /** The page's own words: its section headings, links and buttons. */
  words: z.object({
    photosAndVideos: text,
    submitYourPhotos: text,
  }),
  meta: pageMeta,
  /** What the pages call each category. */
  categories: categoryNames(galleryCategories),
  hero,
  filter: filterWords,
  /** The words of the cards and of the viewer that opens on one (components/Gallery.tsx, client/gallery.ts). */
  viewer: z.object({
    fields: z.object({ date: text, location: text, participants: text, category: text }),
    photo: text,
    videoDuration: text,
    about: text,
    title: text,
    close: text,
    description: text,
    details: text,
    nothingChosen: text,
    imageViewer: text,
    videoPlayer: sentenceWith('duration'),
    note: text,
    photoNote: text,
    videoNote: text,
  }),
  items: z
    .array(galleryItemSchema)
    .refine(...usesEach(galleryCategories, (item: GalleryItem) => item.category))
    .refine(...uniqueBy((item: GalleryItem) => item.id, 'id')),
  share: callToAction,
});
export type Gallery = z.infer<typeof schema>;

/** Every gallery thumbnail is a 4:3 drawing in content/pictures/impact/, until the photos come. */
function thumbnail(name: string, alt: string): GalleryItem['thumbnail'] {
  return { src: `impact/gallery-${name}.svg`, alt };
}

/** The photos and videos on /impact/gallery/, over every filter category. */
const gallery: Gallery = {
  words: {
    photosAndVideos: 'Photos and videos',
    submitYourPhotos: 'Submit Your Photos',
  },
  meta: {
    title: 'Visual gallery',
    description:
      'Photos and videos from our events, programmes, students, facilities and achievements across Kenya, from maker faires to lab openings.',
  },
  categories: {
    Events: 'Events',
    Programs: 'Programs',
    Students: 'Students',
    Facilities: 'Facilities',
    Achievements: 'Achievements',
  },

  hero: {
    title: 'Visual Gallery',
    lead: 'Photos and videos from our events, programmes, students, facilities and achievements.',
  },
  share: {
    title: 'Share Your Photos',
    text: 'Took pictures at one of our events or labs? Share them with us so others can see what happens there.',
  },
  viewer: {
    fields: { date: 'Date', location: 'Location', participants: 'Participants', category: 'Category' },
    photo: 'Photo',
    videoDuration: 'Video, duration',
    about: 'Description',
    title: 'Gallery item',
    close: 'Close',
    description: 'Description',
    details: 'Details',
    nothingChosen: 'No item chosen.',
    imageViewer: 'Image Viewer',
    videoPlayer: 'Video Player ({duration})',
    note: 'Placeholder until the original is published here.',
    photoNote: 'Placeholder: the full-size photo will show here.',
    videoNote: 'Placeholder: the video will play here.',
  },
  filter: {
    label: 'Filter gallery by category',
    all: 'All',
    status: 'Showing {shown} of {total} items: {category}',
    allStatus: 'Showing all {total} items',
  },
  items: [
    {
      id: 'maker-faire-2024',
      type: 'video',
      title: 'Nairobi Maker Faire 2024 highlights',
      category: 'Events',
      date: '2024-07',
      location: 'Kenyatta International Convention Centre, Nairobi',
      participants: '600 students from 45 schools',
      description:
        'Three days of student inventions, from solar water pumps to a maize-drying alarm, with hands-on workshops for visiting families.',
      thumbnail: thumbnail(
        'maker-faire',
        'Crowds of students and families walk between maker faire stands in the convention centre.',
      ),
      duration: '3:45',
    },
    {
      id: 'olympiad-qualifier',
      type: 'image',
      title: 'Robot olympiad qualifying round',
      category: 'Events',
      date: '2025-02',
      location: 'Kisumu Innovation Hub',
      participants: '42 teams of three students',
      description:
        'Forty-two teams from western and central Kenya ran their waste-sorting robots on the course; three of our teams, from Nairobi, Kisumu and Nakuru, won places at the National Qualifier in September.',
      thumbnail: thumbnail(
        'olympiad-qualifier',
        'A judge times a student robot as it carries a bottle across the qualifier course.',
      ),
    },
    {
      id: 'girls-tech-day',
      type: 'image',
      title: 'Girls in Tech Day at the coast',
      category: 'Events',
      date: '2024-04',
      location: 'Likoni, Mombasa',
      participants: '150 girls aged 12 to 18',
      description:
        'Women engineers from Mombasa firms ran a day of workshops on app design, drones and electronics for girls from eight secondary schools.',
      thumbnail: thumbnail('girls-tech-day', 'A woman engineer shows a group of schoolgirls how to fly a small drone.'),
    },
    {
      id: 'mobile-lab-visit',
      type: 'video',
      title: 'A day with the mobile tinkering lab',
      category: 'Programs',
      date: '2024-05',
      location: 'Mwingi, Kitui County',
      participants: '220 primary pupils',
      description:
        'Follow the mobile tinkering lab from the morning drive to the last experiment, as pupils build circuits and simple machines for the first time.',
      thumbnail: thumbnail(
        'mobile-lab',
        'The mobile tinkering lab van parked in a school yard, its side opened into a workbench.',
      ),
      duration: '5:12',
    },
    {
      id: 'teacher-training-week',
      type: 'image',
      title: 'Teacher training week in Nakuru',
      category: 'Programs',
      date: '2024-11',
      location: 'Nakuru Teachers’ Resource Centre',
      participants: '24 primary and secondary teachers',
      description:
        'Teachers spent five days building low-cost projects they can run in class and planning how to link them to the curriculum.',
      thumbnail: thumbnail(
        'teacher-training',
        'Teachers wire microcontrollers at long tables during the training week.',
      ),
    },
    {
      id: 'coding-bootcamp',
      type: 'image',
      title: 'Academy coding bootcamp',
      category: 'Programs',
      date: '2024-08',
      location: 'Nairobi Innovation Hub',
      participants: '40 learners aged 14 to 18',
      description:
        'A two-week holiday bootcamp where learners built their first web apps, ending in a demo day for parents.',
      thumbnail: thumbnail('coding-bootcamp', 'Learners pair up at laptops during the holiday coding bootcamp.'),
    },
    {
      id: 'student-solar-dryer',
      type: 'image',
      title: 'Students test a solar maize dryer',
      category: 'Students',
      date: '2024-06',
      location: 'Lugari, Kakamega County',
      participants: '6 Form 3 students',
      description:
        'A student team measured how fast their solar dryer brought maize to safe storage moisture, compared with drying on the ground.',
      thumbnail: thumbnail(
        'solar-dryer',
        'Students check a thermometer inside a wooden solar dryer filled with maize.',
      ),
    },
    {
      id: 'student-app-pitch',
      type: 'video',
      title: 'Ignite Girls pitch their first apps',
      category: 'Students',
      date: '2024-09',
      location: 'Kisumu Innovation Hub',
      participants: '30 Ignite Girls graduates',
      description:
        'Graduates of the six-month programme present apps for tracking school fees, reporting broken water points and learning Dholuo words.',
      thumbnail: thumbnail(
        'app-pitch',
        'A student presents her app on a projector screen to an audience of classmates.',
      ),
      duration: '4:08',
    },
    {
      id: 'nairobi-lab-tour',
      type: 'video',
      title: 'Inside the Nairobi Innovation Hub',
      category: 'Facilities',
      date: '2025-01',
      location: 'Kawangware, Nairobi',
      participants: 'Lab staff and 40 members',
      description:
        'A walk through our largest lab, in a converted warehouse in Kawangware: the electronics benches, 3D printers, laser cutter and the quiet corner where start-ups work.',
      thumbnail: thumbnail(
        'nairobi-lab',
        'Wide view of the Nairobi lab with workbenches, printers and members at work.',
      ),
      duration: '2:30',
    },
    {
      id: 'kisumu-lab-printers',
      type: 'image',
      title: 'New 3D printers at the Kisumu lab',
      category: 'Facilities',
      date: '2024-10',
      location: 'Kisumu Innovation Hub',
      participants: '30 lab members',
      description:
        'Two new 3D printers let members print replacement parts for farm tools and bicycles, and prototypes for their own products.',
      thumbnail: thumbnail('kisumu-printers', 'A lab member watches a 3D printer build a gear for a bicycle.'),
    },
    {
      id: 'award-ceremony',
      type: 'image',
      title: 'County innovation grant for MajiSmart',
      category: 'Achievements',
      date: '2024-12',
      location: 'Machakos',
      participants: 'MajiSmart’s team of five',
      description:
        'MajiSmart, a start-up from our incubator, received a Machakos County innovation grant for its solar drip irrigation controller.',
      thumbnail: thumbnail('award', 'The MajiSmart team holds up their award certificate on stage.'),
    },
    {
      id: 'graduation-2024',
      type: 'image',
      title: 'Class of 2024 graduation',
      category: 'Achievements',
      date: '2024-12',
      location: 'Nairobi Innovation Hub',
      participants: '180 graduates and their families',
      description:
        'Graduates of the workplace readiness, incubation and Academy programmes celebrated with families, mentors and employers.',
      thumbnail: thumbnail('graduation', 'Graduates in green sashes throw their caps in the air outside the lab.'),
    },
  ],
};

export default gallery;
