import { useId, useRef, type ReactNode } from 'react';
import type { UseFormRegisterReturn } from 'react-hook-form';
import { applyRichTextCommand, type TRichTextCommand } from '../lib/rich-text-edits';

type RichTextFieldProps = {
  label: ReactNode;
  registration: UseFormRegisterReturn;
  /** Writes the new text into the form. */
  onEdit: (text: string) => void;
  error?: string | undefined;
  hint?: string;
};

const COMMANDS: ReadonlyArray<{ command: TRichTextCommand; label: string; sign: ReactNode }> = [
  { command: 'bold', label: 'Gras', sign: <strong>G</strong> },
  { command: 'italic', label: 'Italique', sign: <em>I</em> },
  {
    command: 'link',
    label: 'Lien',
    sign: (
      <svg
        viewBox="0 0 24 24"
        width="18"
        height="18"
        fill="none"
        stroke="currentColor"
        strokeWidth={2}
        strokeLinecap="round"
        focusable="false"
      >
        <path d="M10 14a4 4 0 0 0 5.7 0l3-3a4 4 0 0 0-5.7-5.7l-1 1" />
        <path d="M14 10a4 4 0 0 0-5.7 0l-3 3a4 4 0 0 0 5.7 5.7l1-1" />
      </svg>
    ),
  },
  { command: 'list', label: 'Liste', sign: '•' },
];

/** An HTML textarea with a small toolbar (gras, italique, lien, liste) that wraps the selection in tags. */
export function RichTextField({ label, registration, onEdit, error, hint }: RichTextFieldProps) {
  const id = useId();
  const textareaRef = useRef<HTMLTextAreaElement | null>(null);
  const { ref, ...field } = registration;

  function run(command: TRichTextCommand) {
    const textarea = textareaRef.current;
    if (!textarea) return;
    const next = applyRichTextCommand(command, {
      text: textarea.value,
      selectionStart: textarea.selectionStart,
      selectionEnd: textarea.selectionEnd,
    });
    onEdit(next.text);
    // After React wrote the value: the selection shows what was inserted.
    requestAnimationFrame(() => {
      textarea.focus();
      textarea.setSelectionRange(next.selectionStart, next.selectionEnd);
    });
  }

  const describedBy = [hint ? `${id}-hint` : null, error ? `${id}-error` : null].filter(Boolean).join(' ') || undefined;
  return (
    <div className="field">
      <label className="field__label" htmlFor={id}>
        {label}
      </label>
      <div className="admin-toolbar-rt" role="toolbar" aria-label="Mise en forme" aria-controls={id}>
        {COMMANDS.map((item) => (
          <button
            key={item.command}
            type="button"
            className="admin-toolbar-rt__button"
            onClick={() => run(item.command)}
            aria-label={item.label}
            title={item.label}
          >
            <span aria-hidden="true">{item.sign}</span>
          </button>
        ))}
      </div>
      <textarea
        id={id}
        rows={8}
        className="field__input admin-code"
        aria-invalid={error ? true : undefined}
        aria-describedby={describedBy}
        {...field}
        ref={(element) => {
          ref(element);
          textareaRef.current = element;
        }}
      />
      {hint ? (
        <p className="field__hint" id={`${id}-hint`}>
          {hint}
        </p>
      ) : null}
      {error ? (
        <p className="field__error" id={`${id}-error`}>
          {error}
        </p>
      ) : null}
    </div>
  );
}
