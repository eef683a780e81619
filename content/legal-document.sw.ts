import type { LegalDocumentWords } from './legal-document';
import type { Translation } from './lib/translate';

export const translationOf = '71a019c2ccb5';

const legalDocument: Translation<LegalDocumentWords> = {
  email: 'Barua pepe',
  phone: 'Simu',
  post: 'Posta',
  contents: 'Yaliyomo',
  storedIn: 'katika {where}',
  updated: 'Ilisasishwa: {date}',
};

export default legalDocument;
