import type { Site } from './site';
import type { Translation } from './lib/translate';

export const translationOf = '69945d35a6e8';

const site: Translation<Site> = {
  tagline: 'Kujifunza STEM kwa vitendo kwa shule, vijana na jamii za Kenya',
  description:
    'Shirika lisilo la faida la Kenya linaloleta roboti, uandishi wa programu za kompyuta na sayansi kwa vitendo kwa wanafunzi wa shule, vijana walio nje ya shule na maabara za ubunifu za jamii.',
  shareImage: { alt: 'Jenga STEM Foundation: elimu ya STEM kwa vitendo nchini Kenya' },
  address: {
    street: 'Kilimani Business Centre, Ghorofa ya 3, Argwings Kodhek Road',
    region: 'Kaunti ya Nairobi',
  },
  videoTitle: 'Siku moja katika maabara ya ubunifu ya Jenga STEM',
};

export default site;
