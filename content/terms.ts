import { legalDocument, type LegalDocument } from './lib/records/legal-document';
import { loadRecord } from './lib/records/records';
import { factWords } from './facts';

/** The schema every legal text shares. */
export const schema = legalDocument;

/** The terms of use: how the site's content may be used, and on what terms it is offered. */
const terms = loadRecord<LegalDocument>('terms', schema, { facts: factWords });

export default terms;
