// Every shared message reads as French people expect (docs/content.md, "Wording"): the texts of the
// *_MESSAGES, *_DETAILS and *_LABELS objects, functions called with sample values, pass
// findWordingProblems.
import { describe, expect, it } from 'vitest';
import { findWordingProblems } from './format/find-wording-problems.js';
import * as shared from './index.js';

/**
 * Texts owned by other parts of the product that still break a rule, each with the fix proposed;
 * remove an entry once fixed (the last test fails while an entry here is already clean).
 */
const PENDING: Record<string, string> = {
  'SIREN_MESSAGES.valid': '« ✔️ SIREN validé… » → « SIREN validé comme boulangerie (INSEE) »',
  'SIREN_MESSAGES.invalid': '« ❌ SIREN invalide… » → sans emoji',
  'SIREN_MESSAGES.error': '« ❌ Erreur… » → sans emoji',
  'PAYMENT_MESSAGES.resultSuccess': '« Merci 😊 de votre confiance » → « Merci de votre confiance »',
  'MY_PAYMENTS_MESSAGES.backToDashboard': '« Retour au dashboard » → « Retour au tableau de bord »',
  'CAMPAIGN_MESSAGES.backToDashboard': '« Retour au dashboard » → « Retour au tableau de bord »',
  'CAMPAIGN_MESSAGES.payButton': '« Payer 15€ » → `Payer ${formatEuros(BAKERY_MONTHLY_FEE_CENTS)}`',
  'AUTH_DETAILS.resetSent': '« la boite SPAM ! » → « votre dossier de courrier indésirable (spam). »',
};

const SAMPLE_ARGUMENT = '1';

/** `NAME.key` → every text the entry can produce. */
function sharedTexts(): [string, string][] {
  const texts: [string, string][] = [];
  for (const [name, value] of Object.entries(shared)) {
    if (!/_(MESSAGES|DETAILS|LABELS)$/.test(name) || !value || typeof value !== 'object') continue;
    for (const [key, entry] of Object.entries(value as Record<string, unknown>)) {
      const text = typeof entry === 'function' ? (entry as (...args: string[]) => unknown)(...Array.from({ length: entry.length }, () => SAMPLE_ARGUMENT)) : entry;
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
    for (const good of ['Retour au tableau de bord', 'Payer 15,00 €', 'Paris 4e arrondissement', 'la boîte de réception', 'Voir /dashboard', `${shared.formatEuros(1500)} par mois`]) {
      expect(findWordingProblems(good), good).toEqual([]);
    }
  });
});

describe('the shared messages', () => {
  const texts = sharedTexts();

  it('are read from every message object', () => {
    const names = new Set(texts.map(([entry]) => entry.split('.')[0]));
    for (const name of ['ADMIN_MESSAGES', 'AUTH_DETAILS', 'PAYMENT_MESSAGES', 'CAMPAIGN_MESSAGES', 'CALENDAR_MESSAGES', 'INVITATION_MESSAGES']) expect(names).toContain(name);
  });

  it.each(texts.filter(([entry]) => !(entry in PENDING)))('%s reads well', (_, text) => {
    expect(findWordingProblems(text), text).toEqual([]);
  });

  it('list as pending only texts that still break a rule', () => {
    const byEntry = new Map(texts);
    for (const entry of Object.keys(PENDING)) expect(findWordingProblems(byEntry.get(entry) ?? ''), entry).not.toEqual([]);
  });
});
