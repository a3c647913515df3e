import type { ReactNode } from 'react';
import { Button } from './button';
import { ErrorBox } from './error-box';

export type FormStatusProps = {
  /** The success message; the polite live region stays empty while it is null. */
  message: ReactNode;
  /** Decorative icon before the message. */
  icon?: ReactNode;
};

/** A form's success message, announced politely (role="status"). */
export function FormStatus({ message, icon }: FormStatusProps) {
  return (
    <div role="status" className="live-region">
      {message ? (
        <div className="status-box">
          {icon}
          <p>{message}</p>
        </div>
      ) : null}
    </div>
  );
}

export type FormSubmitProps = {
  /** The French error of the last attempt, shown above the button. */
  error: ReactNode;
  /** The request is under way: spinner, busy and disabled button. */
  isPending: boolean;
  disabled?: boolean;
  /** The button label. */
  children: ReactNode;
};

/** A form's error (if any) and its full-width submit button. */
export function FormSubmit({ error, isPending, disabled, children }: FormSubmitProps) {
  return (
    <>
      {error ? <ErrorBox>{error}</ErrorBox> : null}
      <div className="form__actions">
        <Button type="submit" size="lg" block isLoading={isPending} disabled={disabled}>
          {children}
        </Button>
      </div>
    </>
  );
}
