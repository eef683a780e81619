// Stylelint: the SCSS-aware "possible errors" set (no layout or spacing rules: Prettier formats), BEM class names,
// and a few rules for this site's conventions.

// BEM: a block (`card`), its element (`card__title`), a modifier of either (`card--link`, `card__title--large`).
// Each part is lowercase words joined by one hyphen; `__` comes once, before the element; `--` once, before the
// modifier. Generated classes (`placeholder-<hex>`, pictures/metadata.ts) fit it too.
const bem = '^[a-z][a-z0-9]*(-[a-z0-9]+)*(__[a-z0-9]+(-[a-z0-9]+)*)?(--[a-z0-9]+(-[a-z0-9]+)*)?$';

/** @type {import('stylelint').Config} */
export default {
  extends: ['stylelint-config-recommended-scss'],
  rules: {
    // stylelint-scss's version of the rule, as it reads `&__title` inside `.card` as `.card__title` (the core rule
    // would skip it).
    'scss/selector-class-pattern': [
      bem,
      {
        resolveNestedSelectors: true,
        // The plugin gives a custom message no class name to show: the line and column point at it.
        message:
          'Not a BEM class: name it block, block__element, block--modifier or block__element--modifier, each ' +
          'part lowercase words joined by single hyphens ("card", "card__title", "card--link", "card__title--large"; ' +
          'an element of an element, "card__title__link", becomes "card__link"). Rename it here and where ' +
          'components/ or client/ write it.',
      },
    ],
    // Styles hang on classes, never on ids (BEM).
    'selector-max-id': 0,
    // A selector written twice in one file splits its rules; the SCSS config turns this off, and the files here keep it.
    'no-duplicate-selectors': true,
    // Colours are tokens (styles/_tokens.scss), never names like `white`.
    'color-named': 'never',
    // `clip`, deprecated but read by every browser, is the visually-hidden pattern's (styles/_tokens.scss).
    'property-no-deprecated': [true, { ignoreProperties: ['clip'] }],
  },
};
