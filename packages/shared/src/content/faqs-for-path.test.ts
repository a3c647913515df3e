import { describe, expect, it } from 'vitest';
import { FAQ_EMPTY_TEXT, faqsForPath } from './faqs-for-path.js';

const faqs = [
  { id: 1, destinations: ['/magister', '/login'] },
  { id: 2, destinations: ['/dashboard/'] },
  { id: 3, destinations: ['/'] },
  { id: 4, destinations: [] },
];
const ids = (list: { id: number }[]): number[] => list.map((faq) => faq.id);

describe('faqsForPath', () => {
  it('keeps the FAQs whose destinations include the path', () => {
    expect(ids(faqsForPath(faqs, '/magister'))).toEqual([1]);
    expect(ids(faqsForPath(faqs, '/login'))).toEqual([1]);
  });

  it('ignores a trailing slash on either side', () => {
    expect(ids(faqsForPath(faqs, '/magister/'))).toEqual([1]);
    expect(ids(faqsForPath(faqs, '/dashboard'))).toEqual([2]);
  });

  it('keeps the root path as it is', () => {
    expect(ids(faqsForPath(faqs, '/'))).toEqual([3]);
  });

  it('does not match a path by prefix', () => {
    expect(ids(faqsForPath(faqs, '/magister/extra'))).toEqual([]);
    expect(ids(faqsForPath(faqs, '/profil'))).toEqual([]);
  });

  it('has the spec empty text', () => {
    expect(FAQ_EMPTY_TEXT).toBe('Aucune question fréquente pour cette section.');
  });
});
