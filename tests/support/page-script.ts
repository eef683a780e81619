/**
 * A built page's one script, as the build makes it: a page with widgets loads the bundle of exactly those
 * widgets (`/assets/widgets-<hash>.js`), and that bundle loads the consent engine only on demand.
 */
import { readdirSync, readFileSync } from 'node:fs';
import { basename, join } from 'node:path';
import type { CheerioAPI } from 'cheerio';
import { distDir } from './server';

/** The widgets client/ offers: `client/<name>.ts` for `data-module="<name>"`. */
export const widgetNames = readdirSync(join(import.meta.dirname, '../../client'))
  .filter((file) => file.endsWith('.ts'))
  .map((file) => basename(file, '.ts'))
  .sort();

/** The widgets a page's markup declares, sorted. */
export function declaredWidgets($: CheerioAPI): string[] {
  return [
    ...new Set(
      $('[data-module]')
        .map((_, el) => $(el).attr('data-module') ?? '')
        .get(),
    ),
  ].sort();
}

/** The script files a page asks for as it arrives: each script with a src, and each it preloads. */
export function arrivalScripts($: CheerioAPI): string[] {
  return $('script[src], link[rel="modulepreload"], link[rel="preload"][as="script"]')
    .map((_, el) => $(el).attr('src') ?? $(el).attr('href') ?? '')
    .get();
}

/** The text of a file of a built site, by its URL path. */
export const assetText = (src: string, dir = distDir) => readFileSync(join(dir, src), 'utf8');

/** The scripts in a built site's assets/, as URL paths. */
export const builtScripts = (dir = distDir) =>
  readdirSync(join(dir, 'assets'))
    .filter((file) => file.endsWith('.js'))
    .map((file) => `/assets/${file}`)
    .sort();

/**
 * The widgets a bundle holds. Each widget starts itself by its name (`startModules('gallery', …)` in
 * client/gallery.ts), which minifying keeps as a string in the code.
 */
export function widgetsIn(code: string): string[] {
  return widgetNames.filter((name) => new RegExp(`["'\`]${name}["'\`]`).test(code));
}

/** The files a script loads on demand, `import("./consent-engine-….js")`, as URL paths. */
export function lazyImports(code: string): string[] {
  return [...code.matchAll(/\bimport\(\s*["'`]\.\/([\w.-]+)["'`]\s*\)/g)].map((match) => `/assets/${match[1]}`);
}

/** A script's static imports (`import{a}from"./x.js"`, `import"./x.js"`): each would cost a request more. */
export function staticImports(code: string): string[] {
  return code.match(/\bimport(?!\s*\()[^;]*/g) ?? [];
}
