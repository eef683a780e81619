import type { Site } from './site';
import type { Translation } from './lib/translate';

export const translationOf = 'a1abdca5f473';

const site: Translation<Site> = {
  tagline: 'Kujifunza STEM kwa vitendo kwa shule, vijana na jamii za Kenya',
  description:
    'Shirika lisilo la faida la Kenya linaloleta roboti, uandishi wa programu za kompyuta na sayansi kwa vitendo kwa wanafunzi wa shule, vijana walio nje ya shule na maabara za ubunifu za jamii.',
  address: {
    street: 'Kilimani Business Centre, Ghorofa ya 3, Argwings Kodhek Road',
    region: 'Kaunti ya Nairobi',
  },
  videoTitle: 'Siku moja katika maabara ya ubunifu ya Jenga STEM',
};

export default site;
