import { requirePart, startModules } from './lib/modules';

/**
 * A newsletter form with no sign-up service yet (components/EmailSignup.tsx): submitting sends nothing and
 * puts the message from the form's <template> (how to join by email) into its live region, which screen
 * readers announce. The message is inserted anew each time, so a second submission is announced again.
 */
startModules('email-signup', (root) => {
  const status = requirePart(root, '[data-email-signup-status]');
  const message = requirePart<HTMLTemplateElement>(root, 'template[data-email-signup-message]');
  root.addEventListener('submit', (event) => {
    event.preventDefault();
    status.replaceChildren(message.content.cloneNode(true));
  });
});
