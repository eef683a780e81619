/**
 * ESLint rule: every word a visitor or a screen reader meets comes from content/, so that the Kiswahili
 * edition translates it. In pages and components it reports words written in the code: JSX text, a string
 * in JSX, a word-bearing attribute (aria-label, alt, title, placeholder, label) given a literal, and a
 * literal under a key that becomes such words (`{ title: 'Features' }`). Punctuation and symbols pass.
 */
const LABEL_ATTRIBUTES = new Set([
  'aria-label',
  'aria-description',
  'aria-roledescription',
  'aria-valuetext',
  'alt',
  'title',
  'placeholder',
  'label',
]);
const LABEL_KEYS = new Set(['title', 'label', 'eyebrow', 'heading', 'caption', 'alt', 'ariaLabel', 'text', 'lead']);
const WORD = /\p{L}{2,}/u;

const hasWords = (node) =>
  node &&
  ((node.type === 'Literal' && typeof node.value === 'string' && WORD.test(node.value)) ||
    (node.type === 'TemplateLiteral' && node.quasis.some((quasi) => WORD.test(quasi.value.cooked ?? ''))));

export default {
  meta: {
    type: 'problem',
    docs: { description: 'Words a visitor meets come from content/, translated in both editions' },
    schema: [],
    messages: {
      words:
        'Words in code ("{{text}}") are not translated: put them in the page’s or component’s content record (content/<name>.yml and .sw.yml) and pass them in.',
    },
  },
  create(context) {
    const report = (node, text) =>
      context.report({ node, messageId: 'words', data: { text: text.trim().slice(0, 40) } });
    const textOf = (node) =>
      node.type === 'Literal' ? String(node.value) : node.quasis.map((quasi) => quasi.value.cooked).join('…');
    return {
      JSXText(node) {
        if (WORD.test(node.value)) report(node, node.value);
      },
      JSXExpressionContainer(node) {
        const inChildren = node.parent.type === 'JSXElement' || node.parent.type === 'JSXFragment';
        if (inChildren && hasWords(node.expression)) report(node, textOf(node.expression));
      },
      JSXAttribute(node) {
        if (!LABEL_ATTRIBUTES.has(node.name.name)) return;
        const value = node.value?.type === 'JSXExpressionContainer' ? node.value.expression : node.value;
        if (hasWords(value)) report(node, textOf(value));
      },
      Property(node) {
        const key = node.key.type === 'Identifier' ? node.key.name : node.key.value;
        if (LABEL_KEYS.has(key) && hasWords(node.value)) report(node, textOf(node.value));
      },
    };
  },
};
