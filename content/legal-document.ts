import { z } from 'zod';
import { sentenceWith, text } from './lib/shapes';

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

const legalDocument: LegalDocumentWords = {
  email: 'Email',
  phone: 'Phone',
  post: 'Post',
  contents: 'Contents',
  storedIn: 'in {where}',
  updated: 'Last updated: {date}',
};

export default legalDocument;
