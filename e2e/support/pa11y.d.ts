// The part of pa11y's API the HTML checks use (the package ships no types).
declare module 'pa11y' {
  import type { Browser, Page, Viewport } from 'puppeteer';

  export type Pa11yIssue = {
    code: string;
    type: 'error' | 'warning' | 'notice';
    typeCode: number;
    message: string;
    context: string;
    selector: string;
    runner: string;
  };

  export type Pa11yOptions = {
    browser?: Browser;
    page?: Page;
    ignoreUrl?: boolean;
    standard?: 'WCAG2A' | 'WCAG2AA' | 'WCAG2AAA';
    runners?: string[];
    ignore?: string[];
    includeWarnings?: boolean;
    includeNotices?: boolean;
    hideElements?: string;
    viewport?: Viewport;
    userAgent?: string;
    timeout?: number;
  };

  export default function pa11y(
    url: string,
    options?: Pa11yOptions,
  ): Promise<{ documentTitle: string; pageUrl: string; issues: Pa11yIssue[] }>;
}
