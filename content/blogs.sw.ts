import type { Blogs } from './blogs';
import type { Translation } from './lib/translate';

export const translationOf = '1a52446af8bc';

/** The posts themselves are translated in content/blogs/<slug>.sw.md, so `posts` is left out here. */
const blogs: Translation<Blogs> = {
  categories: {
    'Girls in STEM': 'Wasichana katika STEM',
    Education: 'Elimu',
    'Youth Entrepreneurship': 'Ujasiriamali wa Vijana',
    Innovation: 'Ubunifu',
    'Community Engagement': 'Ushirikiano na Jamii',
    'Technology Access': 'Upatikanaji wa Teknolojia',
  },
  meta: {
    title: 'Blogu',
    description:
      'Makala za timu yetu kuhusu wasichana katika STEM, kufundisha kwa miradi ya gharama nafuu, ujasiriamali wa vijana, ubunifu, maabara za jamii na upatikanaji wa teknolojia.',
  },
  hero: {
    title: 'Blogu',
    lead: 'Timu yetu na washirika wetu wanaandika kuhusu ufundishaji, ubunifu na kufungua milango ya STEM (sayansi, teknolojia, uhandisi na hisabati) kwa kila kijana wa Kenya.',
  },
  subscribe: {
    title: 'Usikose makala yoyote',
    text: 'Pata taarifa tunapochapisha kitu kipya: takriban makala moja kwa mwezi, si zaidi.',
  },
  filter: {
    label: 'Chuja makala kwa kundi',
    all: 'Zote',
    status: 'Inaonyesha makala {shown} kati ya {total}: {category}',
    allStatus: 'Inaonyesha makala zote {total}',
  },
  listing: {
    subscribe: 'Jiandikishe kupata Makala Mapya',
    postsTitle: 'Makala za hivi karibuni',
    categoryTitle: 'Blogu: {category}',
    categoryDescription:
      'Makala za timu ya Jenga STEM Foundation kuhusu {category}: tulichojaribu, kilichofanikiwa na tunachobadilisha.',
    pageTitle: 'Blogu, ukurasa wa {page}',
    pages: 'Makala zaidi',
    pageOf: 'Ukurasa wa {page} kati ya {pages}',
    newer: 'Makala mpya zaidi',
    older: 'Makala za zamani zaidi',
    tags: 'Lebo',
    likes: 'Vipendwa {count}',
    comments: 'Maoni {count}',
  },
  article: {
    readMore: 'Soma Zaidi',
    readMoreName: 'Soma zaidi: {title}',
    readTime: 'Dakika {minutes} za kusoma',
    newer: 'Makala mpya zaidi',
    older: 'Makala ya zamani zaidi',
    related: 'Makala zinazohusiana',
  },
  feed: {
    title: 'Blogu ya Jenga STEM Foundation',
    subtitle:
      'Makala za timu yetu kuhusu ufundishaji, ubunifu na kufungua milango ya STEM (sayansi, teknolojia, uhandisi na hisabati) kwa kila kijana wa Kenya.',
  },
};

export default blogs;
