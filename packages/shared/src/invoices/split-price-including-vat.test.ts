import { describe, expect, it } from 'vitest';
import { formatInvoiceNumber, INVOICE_NUMBER_PATTERN, splitPriceIncludingVat } from './invoices.schemas.js';

describe('splitPriceIncludingVat', () => {
  it('splits the product prices at 20 %', () => {
    expect(splitPriceIncludingVat(1500, 2000)).toEqual({ htCents: 1250, vatCents: 250 });
    expect(splitPriceIncludingVat(1200, 2000)).toEqual({ htCents: 1000, vatCents: 200 });
    expect(splitPriceIncludingVat(0, 2000)).toEqual({ htCents: 0, vatCents: 0 });
  });

  it('rounds the VAT-free amount to the cent and keeps the parts adding up', () => {
    for (let ttc = 0; ttc <= 5000; ttc += 1) {
      const { htCents, vatCents } = splitPriceIncludingVat(ttc, 2000);
      expect(htCents + vatCents).toBe(ttc);
      expect(Math.abs(htCents * 1.2 - ttc)).toBeLessThanOrEqual(0.6 + 1e-9);
    }
  });

  it('leaves everything VAT-free without VAT', () => {
    expect(splitPriceIncludingVat(1500, 0)).toEqual({ htCents: 1500, vatCents: 0 });
  });
});

describe('formatInvoiceNumber', () => {
  it('writes the series, the year and six digits', () => {
    expect(formatInvoiceNumber('facture', 2026, 123)).toBe('F-2026-000123');
    expect(formatInvoiceNumber('avoir', 2027, 1)).toBe('A-2027-000001');
    expect(INVOICE_NUMBER_PATTERN.test('F-2026-000123')).toBe(true);
    expect(INVOICE_NUMBER_PATTERN.test('F-2026-123')).toBe(false);
  });
});
