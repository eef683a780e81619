// @vitest-environment jsdom
import { cleanup } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { EmailSignup } from '../../components/EmailSignup';
import { renderWithSite } from '../support/site-context';
import { screen } from '../support/screen';

afterEach(cleanup);

const form = () => document.querySelector('form')!;

describe('EmailSignup', () => {
  it('without a sign-up service, sends nothing: no field name, and the contact page’s newsletter section as fallback', () => {
    renderWithSite(<EmailSignup id="e" button="Join Mailing List" newsletter={{ email: 'news@example.org' }} />);
    expect(form().getAttribute('method')).toBe('get');
    expect(form().getAttribute('action')).toBe('/contact/#newsletter');
    expect(screen.getByRole('textbox', { name: 'Email address' }).hasAttribute('name')).toBe(false);
    expect(screen.getByRole('button', { name: 'Join Mailing List' }).getAttribute('type')).toBe('submit');
    expect(screen.getByRole('status').textContent).toBe('');
    expect(form().dataset.module).toBe('email-signup');
  });

  it('with a sign-up service, posts the email to it under the field name it expects', () => {
    renderWithSite(
      <EmailSignup
        id="e"
        newsletter={{ email: 'news@example.org', action: 'https://lists.example.net/subscribe', emailField: 'EMAIL' }}
      />,
    );
    expect(form().getAttribute('method')).toBe('post');
    expect(form().getAttribute('action')).toBe('https://lists.example.net/subscribe');
    expect(screen.getByRole('textbox', { name: 'Email address' }).getAttribute('name')).toBe('EMAIL');
    expect(screen.getByRole('button', { name: 'Subscribe' }).getAttribute('type')).toBe('submit');
    expect(screen.queryByRole('status')).toBeNull();
    expect(form().dataset.module).toBeUndefined();
  });
});
