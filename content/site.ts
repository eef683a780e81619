import type { Site } from './schemas/site';

/**
 * Facts about the organisation, used on every page: edit them here and nowhere else.
 * Email and phone are placeholders on reserved ranges until the organisation supplies its own.
 */
export const site: Site = {
  name: 'Jenga STEM Foundation',
  shortName: 'Jenga STEM',
  tagline: 'Hands-on STEM learning for Kenya’s schools, youth and communities',
  description:
    'A Kenyan non-profit that brings robotics, coding and hands-on science to school learners, out-of-school youth and community innovation labs.',
  url: 'https://jengastem.example.org',
  foundingYear: 2019,
  address: {
    street: 'Kilimani Business Centre, 3rd Floor, Argwings Kodhek Road',
    locality: 'Nairobi',
    region: 'Nairobi County',
    postalCode: '00100',
    country: 'Kenya',
  },
  email: 'hello@example.org',
  phone: '+254 700 000 000',
  social: [
    { network: 'Facebook', url: 'https://www.facebook.com/jengastem' },
    { network: 'Twitter', url: 'https://twitter.com/jengastem' },
    { network: 'Instagram', url: 'https://www.instagram.com/jengastem' },
    { network: 'LinkedIn', url: 'https://www.linkedin.com/company/jengastem' },
  ],
  // A placeholder video (Blender's open film Big Buck Bunny) until the organisation uploads its own.
  videoId: 'aqz-KE-bpKQ',
  videoTitle: 'A day at a Jenga STEM innovation lab',
};
