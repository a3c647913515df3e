// @vitest-environment jsdom
import { describe, expect, it } from 'vitest';
import { renderMarkdown, sanitizeHtml } from './sanitize-html';

function toDom(html: string): HTMLElement {
  const container = document.createElement('div');
  container.innerHTML = html;
  return container;
}

describe('renderMarkdown', () => {
  it('renders headings, emphasis, lists and links', () => {
    const dom = toDom(renderMarkdown('## Titre\n\nDu **pain** frais.\n\n- baguette\n- croissant\n\n[CGU](/page/cgu)'));
    expect(dom.querySelector('h2')?.textContent).toBe('Titre');
    expect(dom.querySelector('strong')?.textContent).toBe('pain');
    expect(dom.querySelectorAll('li')).toHaveLength(2);
    expect(dom.querySelector('a')?.getAttribute('href')).toBe('/page/cgu');
  });

  it('removes script tags written in the markdown', () => {
    const html = renderMarkdown('Bonjour\n\n<script>alert("x")</script>\n\nfin');
    expect(html).not.toMatch(/<script/i);
    expect(html).not.toContain('alert');
    expect(toDom(html).textContent).toContain('Bonjour');
  });

  it('removes onerror and other event handlers', () => {
    const html = renderMarkdown('<img src="x.png" onerror="alert(1)" alt="pain"> <a href="/ok" onclick="steal()">lien</a>');
    expect(html).not.toMatch(/onerror|onclick/i);
    const dom = toDom(html);
    expect(dom.querySelector('img')?.getAttribute('alt')).toBe('pain');
    expect(dom.querySelector('a')?.getAttribute('href')).toBe('/ok');
  });

  it('removes javascript: links, in markdown and in HTML, whatever their case or spacing', () => {
    const html = renderMarkdown(
      '[piège](javascript:alert(1)) <a href="JaVaScRiPt:alert(2)">deux</a> <a href=" javascript:alert(3)">trois</a> <a href="&#106;avascript:alert(4)">quatre</a>',
    );
    expect(html.toLowerCase()).not.toContain('javascript:');
    for (const anchor of toDom(html).querySelectorAll('a')) {
      expect(anchor.getAttribute('href') ?? '').not.toMatch(/script/i);
    }
  });

  it('opens external links in a new tab without access to this window', () => {
    const anchor = toDom(renderMarkdown('[Site](https://exemple.fr/boulangerie)')).querySelector('a');
    expect(anchor?.getAttribute('target')).toBe('_blank');
    expect(anchor?.getAttribute('rel')).toBe('noopener noreferrer');
  });

  it('keeps internal links in the same tab', () => {
    const anchor = toDom(renderMarkdown('[Mentions](/page/mentions)')).querySelector('a');
    expect(anchor?.hasAttribute('target')).toBe(false);
  });

  it('renders empty content as an empty string', () => {
    expect(renderMarkdown('')).toBe('');
  });
});

describe('sanitizeHtml', () => {
  it('drops iframes, styles, forms and inline styles but keeps the text', () => {
    const html = sanitizeHtml(
      '<p style="color:red">Réponse</p><iframe src="https://evil.test"></iframe><style>p{}</style><form><input></form>',
    );
    expect(html).toBe('<p>Réponse</p>');
  });

  it('adds rel to links that already ask for a new tab', () => {
    const anchor = toDom(sanitizeHtml('<a href="/page/cgu" target="_blank">CGU</a>')).querySelector('a');
    expect(anchor?.getAttribute('rel')).toBe('noopener noreferrer');
  });
});
