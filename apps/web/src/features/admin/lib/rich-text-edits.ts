// The FAQ answer toolbar's edits: pure functions on the textarea's text and selection, so that the
// toolbar stays a thin layer and the rules can be tested. The HTML is sanitized wherever it is shown.

export type TTextEdit = { text: string; selectionStart: number; selectionEnd: number };
export type TRichTextCommand = 'bold' | 'italic' | 'link' | 'list';

const LINK_PLACEHOLDER = 'https://';

function wrap(edit: TTextEdit, before: string, after: string, fallback: string): TTextEdit {
  const { text, selectionStart: start, selectionEnd: end } = edit;
  const selected = text.slice(start, end) || fallback;
  const next = `${text.slice(0, start)}${before}${selected}${after}${text.slice(end)}`;
  return { text: next, selectionStart: start + before.length, selectionEnd: start + before.length + selected.length };
}

function link(edit: TTextEdit): TTextEdit {
  const { text, selectionStart: start, selectionEnd: end } = edit;
  const label = text.slice(start, end) || 'lien';
  const before = '<a href="';
  const inserted = `${before}${LINK_PLACEHOLDER}">${label}</a>`;
  // The address is selected, ready to be typed over.
  return {
    text: `${text.slice(0, start)}${inserted}${text.slice(end)}`,
    selectionStart: start + before.length,
    selectionEnd: start + before.length + LINK_PLACEHOLDER.length,
  };
}

function list(edit: TTextEdit): TTextEdit {
  const { text, selectionStart: start, selectionEnd: end } = edit;
  const lines = (text.slice(start, end) || 'élément').split(/\r?\n/).filter((line) => line.trim() !== '');
  const inserted = `<ul>\n${lines.map((line) => `  <li>${line.trim()}</li>`).join('\n')}\n</ul>`;
  return { text: `${text.slice(0, start)}${inserted}${text.slice(end)}`, selectionStart: start, selectionEnd: start + inserted.length };
}

/** The text and selection after a toolbar button: the selection wrapped in the button's tags. */
export function applyRichTextCommand(command: TRichTextCommand, edit: TTextEdit): TTextEdit {
  switch (command) {
    case 'bold':
      return wrap(edit, '<strong>', '</strong>', 'texte en gras');
    case 'italic':
      return wrap(edit, '<em>', '</em>', 'texte en italique');
    case 'link':
      return link(edit);
    case 'list':
      return list(edit);
  }
}
