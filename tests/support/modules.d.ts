declare module 'serve-handler' {
  import type { IncomingMessage, ServerResponse } from 'node:http';
  export interface ServeHandlerOptions {
    public?: string;
    cleanUrls?: boolean;
    etag?: boolean;
    headers?: { source: string; headers: { key: string; value: string }[] }[];
    redirects?: { source: string; destination: string; type?: number }[];
  }
  /** File-system calls the handler makes, to be replaced (https://github.com/vercel/serve-handler#middleware). */
  export interface ServeHandlerMethods {
    lstat?: (path: string) => Promise<import('node:fs').Stats>;
    createReadStream?: (path: string, options?: { start?: number; end?: number }) => import('node:fs').ReadStream;
  }
  export default function handler(
    request: IncomingMessage,
    response: ServerResponse,
    options?: ServeHandlerOptions,
    methods?: ServeHandlerMethods,
  ): Promise<void>;
}

declare module 'compression' {
  import type { IncomingMessage, ServerResponse } from 'node:http';
  /** The gzip middleware `serve` uses (https://github.com/expressjs/compression), on plain Node requests. */
  export default function compression(): (request: IncomingMessage, response: ServerResponse, next: () => void) => void;
}

declare module 'jsdom' {
  /** The part of jsdom the tests use: a window, for its DOMParser (https://github.com/jsdom/jsdom). */
  export class JSDOM {
    constructor(html?: string);
    window: Window & typeof globalThis;
  }
}

declare module 'pa11y' {
  import type { Browser } from 'puppeteer';
  /** What pa11y finds wrong on a page (https://github.com/pa11y/pa11y#javascript-interface): errors alone, unless told. */
  export interface Pa11yIssue {
    code: string;
    message: string;
    selector: string;
    context: string | null;
    runner: string;
  }
  export interface Pa11yResults {
    pageUrl: string;
    documentTitle: string;
    issues: Pa11yIssue[];
  }
  export interface Pa11yOptions {
    standard?: 'WCAG2A' | 'WCAG2AA' | 'WCAG2AAA';
    runners?: string[];
    timeout?: number;
    /** A browser already open, which pa11y opens a page of and leaves open. */
    browser?: Browser;
  }
  export default function pa11y(url: string, options?: Pa11yOptions): Promise<Pa11yResults>;
}
