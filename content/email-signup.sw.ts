import type { EmailSignupWords } from './email-signup';
import type { Translation } from './lib/translate';

export const translationOf = 'ea8a19c2910a';

const emailSignup: Translation<EmailSignupWords> = {
  button: 'Jiandikishe',
  label: 'Anwani ya barua pepe',
  placeholder: 'Weka barua pepe yako',
  pending:
    'Usajili kwenye tovuti utafunguliwa hivi karibuni, kwa hiyo hakuna kilichotumwa. Ili ujiunge na jarida sasa, tuandikie kwa {email} nasi tutakuongeza.',
  subject: 'Jiandikishe',
};

export default emailSignup;
