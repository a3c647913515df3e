import type { SVGProps } from 'react';

export type IconProps = SVGProps<SVGSVGElement>;

// Decorative line icons (24×24, currentColor). Hidden from assistive technology: the text beside them carries the meaning.
// One file per icon: the bundler then ships with each page only the icons it draws (the first load of '/' is budgeted).
export function Icon({ children, ...props }: IconProps) {
  return (
    <svg
      viewBox="0 0 24 24"
      fill="none"
      stroke="currentColor"
      strokeWidth={2}
      strokeLinecap="round"
      strokeLinejoin="round"
      aria-hidden="true"
      focusable="false"
      {...props}
    >
      {children}
    </svg>
  );
}
