import { load } from 'cheerio';
import { describe, expect, it } from 'vitest';
import words from '../../content/email-signup';
import site from '../../content/site';
import { defined } from '../support/defined';
import { builtPage, sectionTitled } from '../support/dist';
import { arrivalScripts, assetText, widgetsIn } from '../support/page-script';

// The site record has no sign-up service yet (newsletter.action), so every newsletter form sends nothing.
// tests/build/form-action.test.ts builds the site with one and checks the real form it then becomes.
describe.each([
  ['/impact/updates/', 'Stay Updated', 'Subscribe'],
  ['/impact/reports/', 'Stay Informed', 'Subscribe'],
  ['/impact/blogs/', 'Never miss a post', 'Subscribe to Blog Updates'],
  ['/competitions/', 'Ready to Compete?', 'Join Mailing List'],
])('%s newsletter form', (path, heading, button) => {
  const $ = builtPage(path);
  const form = sectionTitled($, heading).find('form');

  it(`has a labelled email field with the spec’s placeholder and a ${button} button`, () => {
    expect(site.newsletter.action).toBeUndefined();
    expect(form).toHaveLength(1);
    const input = form.find('input');
    expect(input).toHaveLength(1);
    expect(input.attr('type')).toBe('email');
    expect(input.attr('placeholder')).toBe('Enter your email');
    expect(form.find(`label[for="${input.attr('id')}"]`).text()).toBe('Email address');
    expect(form.find('button').text()).toBe(button);
    expect(form.find('button').attr('type')).toBe('submit');
  });

  it('sends nothing: without script it opens the contact page’s newsletter section, and the field has no name', () => {
    expect(form.attr('method')).toBe('get');
    expect(form.attr('action')).toBe('/contact/#newsletter');
    // A field with no name is never submitted, so the address cannot reach even our own server's logs.
    expect(form.find('[name]')).toHaveLength(0);
    expect(form.attr('data-module')).toBe('email-signup');
    const scripts = arrivalScripts($);
    expect(scripts).toHaveLength(1);
    expect(widgetsIn(assetText(defined(scripts[0], 'the page’s script')))).toContain('email-signup');
  });

  it('holds, for its script, an empty live region and the message that says how to join by email', () => {
    const status = form.find('[role="status"]');
    expect(status).toHaveLength(1);
    expect(status.text()).toBe('');
    const message = form.find('template');
    const [before, after] = words.pending.split('{email}');
    expect(message.text()).toBe(`${before}${site.newsletter.email}${after}`);
    // A template's content is not part of the page until the script copies it into the live region.
    expect(load(message.html() ?? '')('a').attr('href')).toBe(`mailto:${site.newsletter.email}?subject=Subscribe`);
  });
});

describe('the newsletter section of the contact page', () => {
  it('says how to join by email, where a form without script leads', () => {
    const $ = builtPage('/contact/');
    const section = $('#newsletter');
    expect(section.find('h3').text()).toBe('Get our newsletter');
    expect(section.find('a[href^="mailto:"]').attr('href')).toBe(`mailto:${site.newsletter.email}?subject=Subscribe`);
  });
});
