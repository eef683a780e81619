import { collection, type Collection } from './collection';
import { blogPosts } from './blog';
import { gallery } from './gallery';
import { impact } from './impact';
import { reports } from './reports';
import { blogSchema } from './schemas/blog';
import { gallerySchema } from './schemas/gallery';
import { impactSchema } from './schemas/impact';
import { reportsSchema } from './schemas/reports';
import { storiesSchema } from './schemas/stories';
import { updatesSchema } from './schemas/updates';
import { stories } from './stories';
import { updates } from './updates';
import { cookieBanner } from './cookie-banner';
import { donate } from './donate';
import { donateSchema } from './schemas/donate';
import { competitions } from './competitions';
import { competitionsSchema } from './schemas/competitions';
import { privacy } from './privacy';
import { legalPageSchema } from './schemas/legal';
import { terms } from './terms';
import { home } from './home';
import { navigation } from './navigation';
import { cookieBannerSchema } from './schemas/cookie-banner';
import { homeSchema } from './schemas/home';
import { navigationSchema } from './schemas/navigation';
import { siteSchema } from './schemas/site';
import { site } from './site';
import { about } from './about';
import { board } from './board';
import { history } from './history';
import { labs } from './labs';
import { programs } from './programs';
import { schoolProgrammes } from './school-programmes';
import { aboutSchema } from './schemas/about';
import { boardSchema } from './schemas/board';
import { historySchema } from './schemas/history';
import { labsSchema } from './schemas/labs';
import { programsSchema } from './schemas/programs';
import { schoolProgrammesSchema } from './schemas/school-programmes';
import { teamSchema } from './schemas/team';
import { valuesSchema } from './schemas/values';
import { whoWeAreSchema } from './schemas/who-we-are';
import { youthSchema } from './schemas/youth';
import { team } from './team';
import { values } from './values';
import { whoWeAre } from './who-we-are';
import { youth } from './youth';

/**
 * Every content file with the schema its records must meet. The build checks them all and stops, naming
 * the file, record and field, when one is wrong. A new content file is added here.
 */
export const collections: Collection[] = [
  collection('content/site.ts', siteSchema, site),
  collection('content/navigation.ts', navigationSchema, navigation),
  collection('content/home.ts', homeSchema, home),
  collection('content/impact.ts', impactSchema, impact),
  collection('content/stories.ts', storiesSchema, stories),
  collection('content/updates.ts', updatesSchema, updates),
  collection('content/blog.ts', blogSchema, blogPosts),
  collection('content/gallery.ts', gallerySchema, gallery),
  collection('content/reports.ts', reportsSchema, reports),
  collection('content/cookie-banner.ts', cookieBannerSchema, cookieBanner),
  collection('content/donate.ts', donateSchema, donate),
  collection('content/competitions.ts', competitionsSchema, competitions),
  collection('content/privacy.ts', legalPageSchema, privacy),
  collection('content/terms.ts', legalPageSchema, terms),
  collection('content/about.ts', aboutSchema, about),
  collection('content/who-we-are.ts', whoWeAreSchema, whoWeAre),
  collection('content/values.ts', valuesSchema, values),
  collection('content/board.ts', boardSchema, board),
  collection('content/team.ts', teamSchema, team),
  collection('content/history.ts', historySchema, history),
  collection('content/programs.ts', programsSchema, programs),
  collection('content/school-programmes.ts', schoolProgrammesSchema, schoolProgrammes),
  collection('content/youth.ts', youthSchema, youth),
  collection('content/labs.ts', labsSchema, labs),
];
