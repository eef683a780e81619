// html-validate (https://html-validate.org) over every built page: `npm run validate-html`, part of
// `npm test`. The standard, accessibility and document presets, with one rule narrowed.
import { defineConfig } from 'html-validate';

export default defineConfig({
  extends: ['html-validate:standard', 'html-validate:a11y', 'html-validate:document'],
  rules: {
    // Subresource integrity guards files served from another host. Every script and link here is the
    // site's own, with a content hash in its name, and the Content-Security-Policy allows only 'self'.
    'require-sri': ['error', { target: 'crossorigin' }],
  },
});
