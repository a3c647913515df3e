// Every shared message reads as French people expect (docs/content.md, "Wording"): the texts of the
// *_MESSAGES, *_DETAILS and *_LABELS objects, functions called with sample values, pass
// findWordingProblems.
import { describe, expect, it } from 'vitest';
import { findWordingProblems } from './format/find-wording-problems.js';
import * as shared from './index.js';

const SAMPLE_ARGUMENT = '1';

/** `NAME.key` → every text the entry can produce. */
function sharedTexts(): [string, string][] {
  const texts: [string, string][] = [];
  for (const [name, value] of Object.entries(shared)) {
    if (!/_(MESSAGES|DETAILS|LABELS)$/.test(name) || !value || typeof value !== 'object') continue;
    for (const [key, entry] of Object.entries(value as Record<string, unknown>)) {
      const text =
        typeof entry === 'function'
          ? (entry as (...args: string[]) => unknown)(...Array.from({ length: entry.length }, () => SAMPLE_ARGUMENT))
          : entry;
      if (typeof text === 'string') texts.push([`${name}.${key}`, text]);
    }
  }
  return texts;
}

describe('findWordingProblems', () => {
  it('names each broken rule, and lets good French through', () => {
    expect(findWordingProblems('Paiement réussi ! Merci 😊')).toEqual(['emoji']);
    expect(findWordingProblems('✔️ SIREN validé')).toEqual(['emoji']);
    expect(findWordingProblems('Retour au dashboard')).toEqual(['« dashboard » au lieu de « Tableau de bord »']);
    expect(findWordingProblems('Regardez dans la boite SPAM')).toEqual(['« boite » au lieu de « boîte »']);
    expect(findWordingProblems('Paris 4ème arrondissement')).toEqual(['ordinal « ème » ou « ° » au lieu de « e »']);
    expect(findWordingProblems('Payer 15€')).toEqual(['montant sans espace avant €']);
    expect(findWordingProblems('15.00 EUR')).toHaveLength(2);
    for (const good of [
      'Retour au tableau de bord',
      'Payer 15,00 €',
      'Paris 4e arrondissement',
      'la boîte de réception',
      'Voir /dashboard',
      `${shared.formatEuros(1500)} par mois`,
    ]) {
      expect(findWordingProblems(good), good).toEqual([]);
    }
  });
});

describe('the shared messages', () => {
  const texts = sharedTexts();

  it('are read from every message object', () => {
    const names = new Set(texts.map(([entry]) => entry.split('.')[0]));
    for (const name of [
      'ADMIN_MESSAGES',
      'AUTH_DETAILS',
      'PAYMENT_MESSAGES',
      'CAMPAIGN_MESSAGES',
      'CALENDAR_MESSAGES',
      'INVITATION_MESSAGES',
    ])
      expect(names).toContain(name);
  });

  it.each(texts)('%s reads well', (_, text) => {
    expect(findWordingProblems(text), text).toEqual([]);
  });
});
