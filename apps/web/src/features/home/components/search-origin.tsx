import type { ReactNode } from 'react';
import '../home.css';

export type TSearchOrigin =
  { kind: 'position' } | { kind: 'locating' } | { kind: 'place'; label: string } | { kind: 'default'; reason: string };

function PinIcon() {
  return (
    <svg
      viewBox="0 0 24 24"
      width="16"
      height="16"
      fill="none"
      stroke="currentColor"
      strokeWidth={2.2}
      strokeLinecap="round"
      strokeLinejoin="round"
      aria-hidden="true"
      focusable="false"
    >
      <path d="M12 21s-6.5-5.6-6.5-11a6.5 6.5 0 0 1 13 0c0 5.4-6.5 11-6.5 11z" />
      <circle cx="12" cy="10" r="2.4" />
    </svg>
  );
}

function originText(origin: TSearchOrigin): ReactNode {
  switch (origin.kind) {
    case 'position':
      return 'Autour de votre position';
    case 'locating':
      return 'Recherche de votre position…';
    case 'place':
      return (
        <>
          Autour de : <strong>{origin.label}</strong>
        </>
      );
    case 'default':
      return (
        <>
          <strong className="search-origin__reason">{origin.reason}</strong> Autour du centre de Paris, par défaut.
        </>
      );
  }
}

/** Where the list is centred, with a way back to the visitor's position after an address search. */
export function SearchOrigin({
  origin,
  onBackToPosition,
  aside,
}: {
  origin: TSearchOrigin;
  onBackToPosition: () => void;
  aside?: ReactNode;
}) {
  return (
    <div className="search-origin">
      <p className="search-origin__text" role="status">
        <PinIcon />
        <span>{originText(origin)}</span>
      </p>
      {origin.kind === 'place' ? (
        <button type="button" className="search-origin__back" onClick={onBackToPosition}>
          Ma position
        </button>
      ) : null}
      {aside}
    </div>
  );
}
