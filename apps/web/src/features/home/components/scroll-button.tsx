import { cx } from '@/lib/cx';
import { useScrollButton } from '../hooks/use-scroll-button';
import '../home.css';

function ArrowIcon() {
  return (
    <svg
      viewBox="0 0 24 24"
      width="22"
      height="22"
      fill="none"
      stroke="currentColor"
      strokeWidth={2.4}
      strokeLinecap="round"
      strokeLinejoin="round"
      aria-hidden="true"
      focusable="false"
    >
      <path d="M12 5v14M6 13l6 6 6-6" />
    </svg>
  );
}

/** Floating button: 'Descendre' to the end of the page, or 'Remonter' when near the bottom. */
export function ScrollButton() {
  const { isVisible, isAtBottom } = useScrollButton();
  if (!isVisible) return null;

  function handleClick() {
    const top = isAtBottom ? 0 : document.documentElement.scrollHeight;
    window.scrollTo({ top, behavior: window.matchMedia('(prefers-reduced-motion: reduce)').matches ? 'auto' : 'smooth' });
  }

  const label = isAtBottom ? 'Remonter' : 'Descendre';
  return (
    <button
      type="button"
      className={cx('scroll-button', isAtBottom && 'is-bottom')}
      data-state={isAtBottom ? 'bottom' : 'top'}
      aria-label={label}
      title={label}
      onClick={handleClick}
    >
      <ArrowIcon />
    </button>
  );
}
