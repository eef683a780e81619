import { z } from 'zod';
import { sentenceWith, text } from './lib/shapes';
import { loadRecord } from './lib/records';
import { factWords } from './facts';

/**
 * The words around every legal text (components/LegalDocument.tsx), the same for the privacy policy and the
 * terms of use: the contact details' labels, where a stored item lives, the contents and the date line.
 */
export const schema = z.object({
  email: text,
  phone: text,
  post: text,
  contents: text,
  storedIn: sentenceWith('where'),
  updated: sentenceWith('date'),
});
export type LegalDocumentWords = z.infer<typeof schema>;

const legalDocument = loadRecord<LegalDocumentWords>('legal-document', schema, { facts: factWords });

export default legalDocument;
