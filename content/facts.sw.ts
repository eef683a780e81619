import type { Translation } from './lib/translate';
import type facts from './facts';

// The facts are figures and place names, the same in both languages: nothing here to translate.
export const translationOf = '4e387ab321a6';

const translation: Translation<typeof facts> = {};

export default translation;
