import type { IconProps } from './icon';

/** A large, friendly loaf illustration for empty and placeholder screens. */
export function LoafIllustration(props: IconProps) {
  return (
    <svg viewBox="0 0 120 120" aria-hidden="true" focusable="false" {...props}>
      <circle cx="60" cy="60" r="56" fill="#fdf1d6" />
      <ellipse cx="60" cy="92" rx="38" ry="5" fill="#e8d8bc" />
      <path d="M20 72c0-22 18-36 40-36s40 14 40 36c0 6-5 11-11 11H31c-6 0-11-5-11-11z" fill="#e9a441" />
      <path d="M24 70c1-18 17-29 36-29s35 11 36 29" fill="none" stroke="#f5c96b" strokeWidth="3" strokeLinecap="round" opacity=".7" />
      <g fill="none" stroke="#8a4a16" strokeWidth="4.5" strokeLinecap="round">
        <path d="M40 52l6 12" />
        <path d="M56 48l5 13" />
        <path d="M72 50l5 12" />
      </g>
    </svg>
  );
}
