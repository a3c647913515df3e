import { useId, type ReactNode } from 'react';
import { cx } from '@/lib/cx';
import './switch.css';

export type SwitchProps = {
  /** The visible label, which is also the switch's accessible name. */
  label: ReactNode;
  /** The state to show: the confirmed one, not the one asked for (it moves when the caller says so). */
  checked: boolean;
  /** Called with the requested state on click, Space or Enter. */
  onChange: (next: boolean) => void;
  /** A change is under way: the switch is busy and ignores clicks. */
  isBusy?: boolean;
  disabled?: boolean;
  /** Id of an element describing the switch (an error under it). */
  describedBy?: string;
  className?: string;
};

/** An on/off button (role="switch", aria-checked) with its label; the caller owns the state. */
export function Switch({ label, checked, onChange, isBusy = false, disabled = false, describedBy, className }: SwitchProps) {
  const labelId = useId();
  return (
    <button
      type="button"
      role="switch"
      aria-checked={checked}
      aria-labelledby={labelId}
      aria-describedby={describedBy}
      aria-busy={isBusy || undefined}
      disabled={disabled}
      className={cx('switch', checked && 'is-on', isBusy && 'is-busy', className)}
      onClick={() => {
        if (!isBusy) onChange(!checked);
      }}
    >
      <span className="switch__track" aria-hidden="true">
        <span className="switch__thumb" />
      </span>
      <span className="switch__label" id={labelId}>
        {label}
      </span>
      <span className="switch__state" aria-hidden="true">
        {checked ? 'Oui' : 'Non'}
      </span>
    </button>
  );
}
