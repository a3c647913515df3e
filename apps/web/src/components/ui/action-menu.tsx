import { useEffect, useId, useRef, useState, type KeyboardEvent, type RefObject } from 'react';
import { cx } from '@/lib/cx';
import { buttonClass } from './button';

export type TActionMenuItem = {
  key: string;
  label: string;
  onSelect: () => void;
  /** A destructive action, shown in red. */
  isDanger?: boolean;
};

type ActionMenuProps = {
  /** The button's text: « Actions ». */
  label: string;
  /** Its accessible name when the text alone is ambiguous in a list (« Actions pour marie@exemple.fr »). */
  ariaLabel?: string;
  items: readonly TActionMenuItem[];
  /** The opening button, for the caller to put the focus back on it once a chosen action is done. */
  buttonRef?: RefObject<HTMLButtonElement | null>;
};

/**
 * One menu of actions for a row (the WAI-ARIA menu button): the button opens it (click, Enter, Space,
 * ↓ on the first item, ↑ on the last); ↑ ↓ Home End move between items, Enter chooses; Escape closes it
 * and puts the focus back on the button; Tab or a click elsewhere closes it.
 */
export function ActionMenu({ label, ariaLabel, items, buttonRef }: ActionMenuProps) {
  const [isOpen, setOpen] = useState(false);
  const [focusIndex, setFocusIndex] = useState(0);
  const menuId = useId();
  const ownButtonRef = useRef<HTMLButtonElement>(null);
  const button = buttonRef ?? ownButtonRef;
  const menuRef = useRef<HTMLUListElement>(null);
  const rootRef = useRef<HTMLDivElement>(null);

  useEffect(() => {
    if (!isOpen) return;
    menuRef.current?.querySelectorAll<HTMLButtonElement>('[role="menuitem"]')[focusIndex]?.focus();
  }, [isOpen, focusIndex]);

  // A click outside closes the menu, the focus staying where the click put it.
  useEffect(() => {
    if (!isOpen) return;
    const onPointerDown = (event: PointerEvent) => {
      if (!rootRef.current?.contains(event.target as Node)) setOpen(false);
    };
    document.addEventListener('pointerdown', onPointerDown);
    return () => document.removeEventListener('pointerdown', onPointerDown);
  }, [isOpen]);

  function open(index: number) {
    setFocusIndex(index);
    setOpen(true);
  }

  function close() {
    setOpen(false);
    button.current?.focus();
  }

  function onButtonKeyDown(event: KeyboardEvent<HTMLButtonElement>) {
    if (event.key === 'ArrowDown') {
      event.preventDefault();
      open(0);
    } else if (event.key === 'ArrowUp') {
      event.preventDefault();
      open(items.length - 1);
    }
  }

  function onMenuKeyDown(event: KeyboardEvent<HTMLUListElement>) {
    const last = items.length - 1;
    const moves: Record<string, number> = {
      ArrowDown: focusIndex === last ? 0 : focusIndex + 1,
      ArrowUp: focusIndex === 0 ? last : focusIndex - 1,
      Home: 0,
      End: last,
    };
    if (event.key in moves) {
      event.preventDefault();
      setFocusIndex(moves[event.key]!);
    } else if (event.key === 'Escape') {
      event.preventDefault();
      close();
    } else if (event.key === 'Tab') {
      setOpen(false);
    }
  }

  function choose(item: TActionMenuItem) {
    setOpen(false);
    // Back on the button first: the chosen action may move the focus on (a question's « Non »).
    button.current?.focus();
    item.onSelect();
  }

  return (
    <div className="action-menu" ref={rootRef}>
      <button
        ref={button}
        type="button"
        className={buttonClass({ variant: 'secondary', size: 'sm' })}
        aria-label={ariaLabel}
        aria-haspopup="menu"
        aria-expanded={isOpen}
        aria-controls={isOpen ? menuId : undefined}
        onClick={() => (isOpen ? setOpen(false) : open(0))}
        onKeyDown={onButtonKeyDown}
      >
        {label}
        <span className="action-menu__chevron" aria-hidden="true">
          ▾
        </span>
      </button>
      {isOpen ? (
        <ul className="action-menu__list" id={menuId} role="menu" aria-label={ariaLabel ?? label} ref={menuRef} onKeyDown={onMenuKeyDown}>
          {items.map((item, index) => (
            <li key={item.key} role="none">
              <button
                type="button"
                role="menuitem"
                tabIndex={index === focusIndex ? 0 : -1}
                className={cx('action-menu__item', item.isDanger && 'action-menu__item--danger')}
                onClick={() => choose(item)}
              >
                {item.label}
              </button>
            </li>
          ))}
        </ul>
      ) : null}
    </div>
  );
}
