import type { IconProps } from './icon';

/** The product mark: a loaf with its scoring, in brand colours (not currentColor). */
export function BreadMark(props: IconProps) {
  return (
    <svg viewBox="0 0 64 64" aria-hidden="true" focusable="false" {...props}>
      <rect width="64" height="64" rx="14" fill="#7a4420" />
      <path d="M12 38c0-11.6 9-19 20-19s20 7.4 20 19c0 3.3-2.7 6-6 6H18c-3.3 0-6-2.7-6-6z" fill="#f2b84b" />
      <g fill="none" stroke="#8a4a16" strokeWidth="3" strokeLinecap="round">
        <path d="M22 27l4 7" />
        <path d="M31 25l3 8" />
        <path d="M40 27l3 7" />
      </g>
      <rect x="14" y="47" width="36" height="3.5" rx="1.75" fill="#fbf6ec" opacity=".85" />
    </svg>
  );
}
