import DOMPurify from 'dompurify';
import { Marked } from 'marked';

const marked = new Marked({ gfm: true, breaks: false, async: false });

const EXTERNAL_REL = 'noopener noreferrer';
const URL_SCHEME = /^([a-z][a-z0-9+.-]*):/i;
const ALLOWED_SCHEMES = new Set(['http', 'https', 'mailto', 'tel']);

let isConfigured = false;

function isSameOrigin(href: string): boolean {
  try {
    return new URL(href, window.location.href).origin === window.location.origin;
  } catch {
    return false;
  }
}

function configure(): void {
  if (isConfigured) return;
  isConfigured = true;
  DOMPurify.addHook('afterSanitizeAttributes', (node) => {
    if (node.tagName === 'IMG') {
      // Content images load lazily; one without alt text is treated as decorative rather than read as its file name.
      node.setAttribute('loading', 'lazy');
      if (!node.hasAttribute('alt')) node.setAttribute('alt', '');
      return;
    }
    if (node.tagName !== 'A') return;
    const href = node.getAttribute('href')?.trim();
    if (href === undefined) return;
    // Defence in depth on top of DOMPurify's URI check: only web, mail, phone and relative links.
    const scheme = URL_SCHEME.exec(href)?.[1]?.toLowerCase();
    if (scheme !== undefined && !ALLOWED_SCHEMES.has(scheme)) {
      node.removeAttribute('href');
      return;
    }
    if ((scheme === 'http' || scheme === 'https') && !isSameOrigin(href)) node.setAttribute('target', '_blank');
    // A link that opens a new tab never gets a handle on this window.
    if (node.getAttribute('target') === '_blank') node.setAttribute('rel', EXTERNAL_REL);
    else node.removeAttribute('target');
  });
}

/**
 * HTML from the API (FAQ answers, rendered pages) made safe to inject: no scripts, styles,
 * frames, forms or event handlers, no `javascript:`/`data:` links; external links open in a new
 * tab without access to this window.
 */
export function sanitizeHtml(html: string): string {
  configure();
  return DOMPurify.sanitize(html, {
    USE_PROFILES: { html: true },
    FORBID_TAGS: ['style', 'form', 'input', 'button', 'textarea', 'select', 'iframe', 'object', 'embed'],
    FORBID_ATTR: ['style'],
    ADD_ATTR: ['target'],
  });
}

/** Markdown (static pages) to sanitised HTML. */
export function renderMarkdown(markdown: string): string {
  const html = marked.parse(markdown, { async: false });
  return sanitizeHtml(html);
}
