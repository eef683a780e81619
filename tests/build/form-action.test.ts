import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import type { ServeHandlerOptions } from 'serve-handler';
import { load } from 'cheerio';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildSite } from '../../build';
import { configDirFor } from '../../stages/write';
import site from '../../content/site';
import { formAction } from '../../hosting/headers';
import { defined } from '../support/defined';
import { cspDirectives } from '../support/dist';
import { arrivalScripts, assetText, declaredWidgets, widgetsIn } from '../support/page-script';
import { copyProject } from '../support/project-copy';
import { configDir, distDir } from '../support/server';

/**
 * Where a build's forms may post: the policy its serve.json sends with every page (the server configuration
 * beside the output), and the one each page carries in its <meta>, which must agree.
 */
async function formActionOf(outDir: string): Promise<string[]> {
  const serve = JSON.parse(await readFile(join(configDirFor(outDir), 'serve.json'), 'utf8')) as ServeHandlerOptions;
  const all = defined(
    serve.headers?.find((rule) => rule.source === '**'),
    'serve.json: its headers for every file',
  );
  const header = cspDirectives(
    defined(
      all.headers.find((h) => h.key === 'Content-Security-Policy'),
      'serve.json: its Content-Security-Policy',
    ).value,
  );
  const page = load(await readFile(join(outDir, 'index.html'), 'utf8'));
  const meta = cspDirectives(page('meta[http-equiv="Content-Security-Policy"]').attr('content')!);
  expect(meta['form-action'], 'the page’s <meta> policy').toEqual(header['form-action']);
  return defined(header['form-action'], 'the policy’s form-action');
}

const newsletterPages = ['/impact/updates/', '/impact/reports/', '/impact/blogs/', '/competitions/'];

describe('form-action in the Content-Security-Policy', () => {
  it('is the site itself while there is no sign-up service, where a form without script goes', async () => {
    expect(site.newsletter.action).toBeUndefined();
    expect(await formActionOf(distDir)).toEqual(["'self'"]);
    for (const file of [join(distDir, '.htaccess'), join(distDir, '_headers'), join(configDir, 'nginx.conf.example')]) {
      expect(await readFile(file, 'utf8'), file).toContain("form-action 'self';");
    }
  });

  it('is only the sign-up service’s origin once one is set', () => {
    expect(formAction('https://lists.example.net/subscribe/jenga?u=12')).toBe('https://lists.example.net');
    expect(formAction(undefined)).toBe("'self'");
  });
});

describe('a site built with a newsletter sign-up service', () => {
  const action = 'https://lists.example.net/subscribe/jenga';
  let copy: Awaited<ReturnType<typeof copyProject>>;
  let outDir: string;

  beforeAll(async () => {
    copy = await copyProject('site-signup-');
    outDir = join(copy.dir, 'dist');
    await copy.edit('content/site.yml', (text) => {
      const unset = 'newsletter:\n  email: newsletter@example.org\n';
      if (!text.includes(unset)) throw new Error(`content/site.yml no longer says ${unset}`);
      return text.replace(unset, `${unset}  action: ${action}\n  emailField: EMAIL\n`);
    });
    await buildSite({ projectDir: copy.dir, outDir });
  }, 60_000);
  afterAll(() => copy?.remove());

  it('lets forms post to that origin and nowhere else, not even the site itself', async () => {
    expect(await formActionOf(outDir)).toEqual(['https://lists.example.net']);
  });

  it.each(newsletterPages)('makes the newsletter form on %s a real form that posts the email there', async (path) => {
    const $ = load(await readFile(join(outDir, path, 'index.html'), 'utf8'));
    const form = $('main form');
    expect(form).toHaveLength(1);
    expect(form.attr('method')).toBe('post');
    expect(form.attr('action')).toBe(action);
    expect(form.find('input[type="email"]').attr('name')).toBe('EMAIL');
    expect(form.find('button').attr('type')).toBe('submit');
    // No script and no message: the service answers the visitor itself.
    expect(form.attr('data-module')).toBeUndefined();
    expect(form.find('template, [role="status"]')).toHaveLength(0);
    const scripts = arrivalScripts($);
    expect(scripts).toHaveLength(1);
    expect(declaredWidgets($)).not.toContain('email-signup');
    expect(widgetsIn(assetText(defined(scripts[0], 'the page’s script'), outDir))).toEqual(declaredWidgets($));
  });
});
