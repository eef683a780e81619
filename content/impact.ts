import type { Impact } from './schemas/impact';

/** The words of the Impact pages around their records. */
export const impact: Impact = {
  overview: {
    title: 'Our impact',
    lead: 'Stories, news, photos and reports from six years of hands-on STEM learning across Kenya.',
    stats: [
      { value: '2,500+', label: 'students reached' },
      { value: '100+', label: 'teachers trained' },
      { value: '95%', label: 'completion rate' },
      { value: '25', label: 'partner schools' },
    ],
    sections: [
      {
        title: 'Impact Stories',
        description: 'Meet a student, a school and a young founder whose lives and communities changed.',
        href: '/impact/features/',
        image: {
          src: '/images/impact/story-girls-in-stem.svg',
          alt: 'A student adjusts the sensor arm of a robot while two younger girls watch.',
          width: 640,
          height: 480,
        },
      },
      {
        title: 'Latest Updates',
        description: 'News from our labs, schools and partners: new labs, awards and milestones.',
        href: '/impact/updates/',
        image: {
          src: '/images/impact/update-mombasa-lab.svg',
          alt: 'The ribbon is cut at the entrance of the new Likoni innovation lab.',
          width: 480,
          height: 320,
        },
      },
      {
        title: 'Blog',
        description: 'Our team writes about girls in STEM, teaching, entrepreneurship and technology access.',
        href: '/impact/blogs/',
        image: {
          src: '/images/impact/blog-education.svg',
          alt: 'A teacher demonstrates a cardboard hydraulic arm made with syringes.',
          width: 480,
          height: 320,
        },
      },
      {
        title: 'Visual Gallery',
        description: 'Photos and videos of our events, programmes, students, facilities and achievements.',
        href: '/impact/gallery/',
        image: {
          src: '/images/impact/gallery-maker-faire.svg',
          alt: 'Students and families walk between maker faire stands.',
          width: 480,
          height: 360,
        },
      },
      {
        title: 'Reports',
        description: 'Annual, programme, financial, research and project reports to download.',
        href: '/impact/reports/',
        image: {
          src: '/images/impact/gallery-award.svg',
          alt: 'A start-up team holds up an award certificate on stage.',
          width: 480,
          height: 360,
        },
      },
    ],
  },
  features: {
    title: 'Impact Stories',
    lead: 'Real change in classrooms, villages and young companies, told by the people who made it happen.',
    share: {
      title: 'Share Your Story',
      text: 'Have our programmes made a difference to you, your school or your community? We would love to hear from you.',
    },
  },
  updates: {
    title: 'Latest Updates',
    lead: 'News from our labs, schools and partners across Kenya.',
    subscribe: {
      title: 'Stay Updated',
      text: 'Get our news in your inbox once a month: new labs, events and stories from our students.',
    },
  },
  blogs: {
    title: 'Blog',
    lead: 'Our team and partners write about teaching, innovation and opening up STEM to every young Kenyan.',
    subscribe: {
      title: 'Never miss a post',
      text: 'Hear when we publish something new: about one post a month, no more.',
    },
  },
  gallery: {
    title: 'Visual Gallery',
    lead: 'Photos and videos from our events, programmes, students, facilities and achievements.',
    share: {
      title: 'Share Your Photos',
      text: 'Took pictures at one of our events or labs? Share them with us so others can see what happens there.',
    },
  },
  reports: {
    // The soft hyphen lets the long word break on the narrowest phones instead of running off the screen.
    title: 'Reports & Docu\u00admentation',
    lead: 'How we use every shilling and what it achieves: our annual, programme, financial and research reports.',
    subscribe: {
      title: 'Stay Informed',
      text: 'Be the first to know when we publish a new report.',
    },
  },
};
