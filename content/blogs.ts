import { z } from 'zod';
import {
  callToAction,
  filterWords,
  dayMonthYear,
  hero,
  image,
  pageMeta,
  slug,
  text,
  textList,
  uniqueBy,
  usesEach,
} from './lib/shapes';

/** The blog's filter categories, in the order of the filter row (after All). */
export const blogCategories = [
  'Girls in STEM',
  'Education',
  'Youth Entrepreneurship',
  'Innovation',
  'Community Engagement',
  'Technology Access',
] as const;

export const blogPostSchema = z.object({
  id: slug,
  title: text,
  author: text,
  role: text,
  date: dayMonthYear,
  category: z.enum(blogCategories),
  readTime: z.string().regex(/^\d{1,2} min read$/, 'must be like 5 min read'),
  summary: text,
  excerpt: text,
  image,
  tags: textList,
  likes: z.number().int().nonnegative(),
  comments: z.number().int().nonnegative(),
});
export type BlogPost = z.infer<typeof blogPostSchema>;

export const schema = z.object({
  meta: pageMeta,
  hero,
  filter: filterWords,
  posts: z
    .array(blogPostSchema)
    .refine(...usesEach(blogCategories, (post: BlogPost) => post.category))
    .refine(...uniqueBy((post: BlogPost) => post.id, 'id')),
  subscribe: callToAction,
});
export type Blogs = z.infer<typeof schema>;

/** The six posts on /impact/blogs/, one per filter category. Authors are fictional. */
const blogs: Blogs = {
  meta: {
    title: 'Blog',
    description:
      'Posts from our team on girls in STEM, teaching with low-cost projects, youth entrepreneurship, innovation, community labs and technology access.',
  },
  hero: {
    title: 'Blog',
    lead: 'Our team and partners write about teaching, innovation and opening up STEM to every young Kenyan.',
  },
  subscribe: {
    title: 'Never miss a post',
    text: 'Hear when we publish something new: about one post a month, no more.',
  },
  filter: {
    label: 'Filter posts by category',
    all: 'All',
    status: 'Showing {shown} of {total} posts: {category}',
    allStatus: 'Showing all {total} posts',
  },
  posts: [
    {
      id: 'why-girls-leave-stem',
      title: 'Why girls leave STEM at 14, and how to keep them',
      author: 'Grace Wambui',
      role: 'Ignite Girls Programme Lead',
      date: 'March 5, 2025',
      category: 'Girls in STEM',
      readTime: '6 min read',
      summary: 'What three years of Ignite Girls taught us about the age when girls decide science is not for them.',
      excerpt:
        'The drop happens quietly, in Form 1 and Form 2. Girls who loved building things in primary school stop raising their hands. Female mentors, all-girls teams and projects tied to real problems at home change that.',
      image: {
        src: '/images/impact/blog-girls-in-stem.svg',
        alt: 'A group of Ignite Girls participants present a water-level sensor to their class.',
        width: 480,
        height: 320,
      },
      tags: ['Ignite Girls', 'Mentorship', 'Secondary school'],
      likes: 128,
      comments: 14,
    },
    {
      id: 'cbc-hands-on-projects',
      title: 'Five low-cost projects that fit the new curriculum',
      author: 'Samuel Kiprono',
      role: 'Teacher Training Coordinator',
      date: 'February 18, 2025',
      category: 'Education',
      readTime: '8 min read',
      summary: 'Practical projects any teacher can run with cardboard, batteries and a little time.',
      excerpt:
        'A cardboard hydraulic arm, a bottle rain gauge, a paper-circuit greeting card, a solar oven and a simple water filter: each costs under KSh 300 per group and links to a competency in the curriculum.',
      image: {
        src: '/images/impact/blog-education.svg',
        alt: 'A teacher demonstrates a cardboard hydraulic arm made with syringes.',
        width: 480,
        height: 320,
      },
      tags: ['Teachers', 'Curriculum', 'Low-cost materials'],
      likes: 96,
      comments: 21,
    },
    {
      id: 'from-lab-to-business',
      title: 'From lab project to registered business in twelve months',
      author: 'Kevin Omondi',
      role: 'Incubator Manager',
      date: 'January 30, 2025',
      category: 'Youth Entrepreneurship',
      readTime: '7 min read',
      summary: 'The steps our incubator takes young founders through, from prototype to first paying customer.',
      excerpt:
        'Most prototypes that leave our labs never meet a customer. The incubation programme pairs founders aged 20 to 30 with mentors, a small grant and 20 real users before they spend a shilling on manufacturing.',
      image: {
        src: '/images/impact/blog-entrepreneurship.svg',
        alt: 'Two young founders pitch their product to mentors at the Nairobi incubator.',
        width: 480,
        height: 320,
      },
      tags: ['Incubator', 'Start-ups', 'Mentorship'],
      likes: 84,
      comments: 9,
    },
    {
      id: 'first-saturday-challenge',
      title: 'What a year of first-Saturday challenges produced',
      author: 'Mercy Chebet',
      role: 'Kisumu Lab Manager',
      date: 'January 14, 2025',
      category: 'Innovation',
      readTime: '5 min read',
      summary: 'Twelve monthly challenges, 400 makers and a handful of ideas that are still growing.',
      excerpt:
        'On the first Saturday of every month our labs set one problem, from keeping vaccines cool to sorting plastic, and give makers six hours to build an answer. Some of last year’s answers are now in use.',
      image: {
        src: '/images/impact/blog-innovation.svg',
        alt: 'Makers test a solar-powered cool box during a first-Saturday challenge in Kisumu.',
        width: 480,
        height: 320,
      },
      tags: ['Labs', 'Challenges', 'Prototyping'],
      likes: 73,
      comments: 11,
    },
    {
      id: 'parents-as-partners',
      title: 'Parents as partners: opening school labs at weekends',
      author: 'Joseph Mwangi',
      role: 'Community Programmes Officer',
      date: 'December 9, 2024',
      category: 'Community Engagement',
      readTime: '4 min read',
      summary: 'When schools open their labs to the community, parents become the programme’s strongest champions.',
      excerpt:
        'At Kibwezi, parents first came to see what their children were doing on Saturdays. They stayed to learn about soil sensors and solar lights, and now they raise money to keep the lab running.',
      image: {
        src: '/images/impact/blog-community.svg',
        alt: 'Parents and students build a solar lamp together at a weekend community session.',
        width: 480,
        height: 320,
      },
      tags: ['Community', 'Parents', 'Schools'],
      likes: 61,
      comments: 7,
    },
    {
      id: 'offline-first-learning',
      title: 'Learning to code without a data bundle',
      author: 'Faith Njeri',
      role: 'Technology Access Officer',
      date: 'November 22, 2024',
      category: 'Technology Access',
      readTime: '5 min read',
      summary: 'How offline lessons on borrowed laptops reach learners in places with weak or costly internet.',
      excerpt:
        'Mobile data is expensive and coverage is patchy outside the towns. Every laptop in our lending library carries a full set of offline lessons, so a learner in a village can keep coding long after the lab visit ends.',
      image: {
        src: '/images/impact/blog-technology-access.svg',
        alt: 'A student codes on a borrowed laptop at home by the light of a solar lamp.',
        width: 480,
        height: 320,
      },
      tags: ['Laptop lending', 'Offline learning', 'Rural schools'],
      likes: 89,
      comments: 12,
    },
  ],
};

export default blogs;
