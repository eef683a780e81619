import { z } from 'zod';
import { sentenceWith, text } from './lib/records/shapes';
import { loadRecord } from './lib/records/records';
import { factWords } from './facts';

/**
 * The words around every legal text (components/LegalDocument.tsx), the same for the privacy policy, the
 * terms of use and the accessibility statement: the contact details' labels, where a stored item lives, the
 * contents, the date line (of a text's last change, or of its last review), and how soon we reply.
 */
export const schema = z.object({
  email: text,
  phone: text,
  post: text,
  contents: text,
  storedIn: sentenceWith('where'),
  updated: sentenceWith('date'),
  reviewed: sentenceWith('date').describe('The date line of a text that gives the day it was last reviewed.'),
  reply: sentenceWith('days').describe('Beside the contact details of a text that says how soon we answer.'),
});
export type LegalDocumentWords = z.infer<typeof schema>;

const legalDocument = loadRecord<LegalDocumentWords>('legal-document', schema, { facts: factWords });

export default legalDocument;
