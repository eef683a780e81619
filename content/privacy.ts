import { legalDocument, type LegalDocument } from './lib/records/legal-document';
import { loadRecord } from './lib/records/records';
import { factWords } from './facts';

/** The schema every legal text shares. */
export const schema = legalDocument;

/** The privacy policy: what the site stores, the cookie categories, the video, photos of minors, and the visitor's rights. */
const privacy = loadRecord<LegalDocument>('privacy', schema, { facts: factWords });

export default privacy;
