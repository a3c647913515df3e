import { EMAIL_MAX_LENGTH } from '@fournil/shared';
import { useId, type InputHTMLAttributes, type ReactNode, type TextareaHTMLAttributes } from 'react';
import { cx } from '@/lib/cx';

type FieldOwnProps = {
  /** The visible label, which is also the control's accessible name. */
  label: ReactNode;
  /** Help text under the control, linked with aria-describedby. */
  hint?: ReactNode;
  /** Extra class on the hint (e.g. a character counter). */
  hintClassName?: string;
  /** Error under the control: linked with aria-describedby, and the control is marked aria-invalid. */
  error?: ReactNode;
  /** Ids of other elements describing the control (a live result, a load error), after the hint and the error. */
  describedBy?: string;
  /** Shown on the right of the control, in a `field__combo` row (e.g. a 'Vérifier' button). */
  addon?: ReactNode;
  /** Shown at the end of the field (e.g. a link or a live result). */
  children?: ReactNode;
};

type InputControlProps = Omit<InputHTMLAttributes<HTMLInputElement>, keyof FieldOwnProps>;
type TextAreaControlProps = Omit<TextareaHTMLAttributes<HTMLTextAreaElement>, keyof FieldOwnProps>;

export type TextFieldProps = FieldOwnProps & ((InputControlProps & { multiline?: false }) | (TextAreaControlProps & { multiline: true }));

/**
 * A labelled text input (or textarea with `multiline`) with its optional hint and error, ids wired for assistive
 * technology. Styled by styles/forms.css, which the form features import.
 */
export function TextField(props: TextFieldProps) {
  const generatedId = useId();
  const {
    label,
    hint,
    hintClassName,
    error,
    describedBy,
    addon,
    children,
    multiline,
    id = generatedId,
    className,
    'aria-invalid': ariaInvalid,
    ...controlProps
  } = props;
  const hintId = `${id}-hint`;
  const errorId = `${id}-error`;
  const wiring = {
    id,
    className: cx('field__input', className),
    'aria-describedby': cx(hint ? hintId : null, error ? errorId : null, describedBy) || undefined,
    'aria-invalid': error ? true : ariaInvalid,
  };
  const control = multiline ? (
    <textarea {...(controlProps as TextAreaControlProps)} {...wiring} />
  ) : (
    // An explicit type: HTML_CodeSniffer reads autocomplete tokens only on inputs that say they are text.
    <input type="text" {...(controlProps as InputControlProps)} {...wiring} />
  );

  return (
    <div className="field">
      <label className="field__label" htmlFor={id}>
        {label}
      </label>
      {addon ? (
        <div className="field__combo">
          {control}
          {addon}
        </div>
      ) : (
        control
      )}
      {hint ? (
        <p className={cx('field__hint', hintClassName)} id={hintId}>
          {hint}
        </p>
      ) : null}
      {error ? (
        <p className="field__error" id={errorId}>
          {error}
        </p>
      ) : null}
      {children}
    </div>
  );
}

/**
 * The account's username, invisible, in a form that sets or asks for a password: password managers
 * attach the password to the right account. Named like the sign-up field, so checkers that read
 * every input (HTML_CodeSniffer) find it labelled.
 */
export function HiddenUsernameField({ username }: { username: string }) {
  return <input type="text" name="username" autoComplete="username" aria-label="Nom d'utilisateur" hidden readOnly value={username} />;
}

/** The e-mail address field's label and input props; the form adds autoComplete, value and onChange. */
export const EMAIL_FIELD = {
  label: 'Email',
  name: 'email',
  type: 'email',
  inputMode: 'email',
  autoCapitalize: 'none',
  spellCheck: false,
  required: true,
  maxLength: EMAIL_MAX_LENGTH,
} as const satisfies Partial<TextFieldProps>;
