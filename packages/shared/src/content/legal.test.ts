import { describe, expect, it } from 'vitest';
import { LEGAL_PLACEHOLDERS, escapeMarkdownText, fillLegalPlaceholders, type TLegalValues } from './legal.js';

const VALUES = Object.fromEntries(LEGAL_PLACEHOLDERS.map((placeholder, index) => [placeholder.value, `valeur ${index}`])) as TLegalValues;

describe('fillLegalPlaceholders', () => {
  it('fills every documented placeholder, spaces inside the braces allowed', () => {
    LEGAL_PLACEHOLDERS.forEach((placeholder, index) => {
      expect(fillLegalPlaceholders(`A {{${placeholder.key}}} B {{ ${placeholder.key} }}`, VALUES)).toBe(
        `A valeur ${index} B valeur ${index}`,
      );
    });
  });

  it('leaves an unknown placeholder as typed, so staff see it', () => {
    expect(fillLegalPlaceholders('{{editeur.inconnu}} et {{editeur.nom}}', { ...VALUES, publisherName: 'Fournil SAS' })).toBe(
      '{{editeur.inconnu}} et Fournil SAS',
    );
  });

  it('escapes a value for markdown and HTML, unless plain text is asked', () => {
    const values = { ...VALUES, publisherName: 'A & B <script>*gras* [lien](x)\n# titre' };
    expect(fillLegalPlaceholders('{{editeur.nom}}', values)).toBe('A &amp; B &lt;script&gt;\\*gras\\* \\[lien\\](x) \\# titre');
    expect(fillLegalPlaceholders('{{editeur.nom}}', values, { escape: false })).toBe(values.publisherName);
    expect(escapeMarkdownText('Fournil_SAS | `x`')).toBe('Fournil\\_SAS \\| \\`x\\`');
  });
});
