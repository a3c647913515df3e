import { describe, expect, it } from 'vitest';
import { ZFaq, ZStaticPage } from './content.schemas.js';

describe('content schemas', () => {
  it('accepts a static page with an ISO update date', () => {
    const page = { slug: 'mentions', title: 'Mentions légales', content: '# Titre', updated_at: '2026-11-21T09:00:00.000Z' };
    expect(ZStaticPage.parse(page)).toEqual(page);
    expect(ZStaticPage.safeParse({ ...page, updated_at: '21/11/2026' }).success).toBe(false);
  });

  it('accepts a FAQ with a known colour only', () => {
    const faq = { id: 1, question: 'Q ?', answer: '<p>R</p>', color: 'teal', destinations: ['/magister'] };
    expect(ZFaq.parse(faq)).toEqual(faq);
    expect(ZFaq.safeParse({ ...faq, color: 'pink' }).success).toBe(false);
  });
});
