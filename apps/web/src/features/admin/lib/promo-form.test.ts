import { isoToParisInput, parisInputToIso } from '@fournil/shared';
import { describe, expect, it } from 'vitest';
import { centsToEuroInput, euroInputToCents } from './euros';
import { applyRichTextCommand } from './rich-text-edits';

describe('euros typed by staff', () => {
  it('reads French and dotted amounts as cents', () => {
    expect(euroInputToCents('12')).toBe(1200);
    expect(euroInputToCents('12,5')).toBe(1250);
    expect(euroInputToCents('0,05')).toBe(5);
    expect(euroInputToCents('1 234,50 €')).toBe(123450);
    expect(euroInputToCents('12.99')).toBe(1299);
  });
  it('gives NaN for what is not an amount with at most two decimals', () => {
    for (const text of ['', 'abc', '1,234', '-5', '5,']) expect(euroInputToCents(text)).toBeNaN();
  });
  it('shows cents as an input value', () => {
    expect(centsToEuroInput(1250)).toBe('12,50');
    expect(centsToEuroInput(500)).toBe('5');
    expect(centsToEuroInput(5)).toBe('0,05');
  });
});

describe('Paris wall time', () => {
  it('converts in winter and in summer', () => {
    expect(parisInputToIso('2026-12-31T23:59')).toBe('2026-12-31T22:59:00.000Z');
    expect(parisInputToIso('2026-07-14T10:00')).toBe('2026-07-14T08:00:00.000Z');
    expect(isoToParisInput('2026-07-14T08:00:00.000Z')).toBe('2026-07-14T10:00');
    expect(isoToParisInput(null)).toBe('');
  });
  it('round-trips the morning of a change of time', () => {
    expect(isoToParisInput(parisInputToIso('2026-03-29T03:30'))).toBe('2026-03-29T03:30');
    expect(isoToParisInput(parisInputToIso('2026-10-25T01:30'))).toBe('2026-10-25T01:30');
  });
});

describe('rich text toolbar', () => {
  it('wraps the selection and selects it again', () => {
    expect(applyRichTextCommand('italic', { text: 'un mot', selectionStart: 3, selectionEnd: 6 })).toEqual({
      text: 'un <em>mot</em>',
      selectionStart: 7,
      selectionEnd: 10,
    });
  });
  it('makes a link whose address is selected, and a list of the selected lines', () => {
    const link = applyRichTextCommand('link', { text: 'voir', selectionStart: 0, selectionEnd: 4 });
    expect(link.text).toBe('<a href="https://">voir</a>');
    expect(link.text.slice(link.selectionStart, link.selectionEnd)).toBe('https://');
    expect(applyRichTextCommand('list', { text: 'a\nb', selectionStart: 0, selectionEnd: 3 }).text).toBe(
      '<ul>\n  <li>a</li>\n  <li>b</li>\n</ul>',
    );
  });
});
