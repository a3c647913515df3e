import { LINE_ICON_VIEW_BOX, type TLineIcon } from '@fournil/shared';
import type { SVGProps } from 'react';

export type IconProps = SVGProps<SVGSVGElement>;

// Decorative line icons (24×24, currentColor). Hidden from assistive technology: the text beside them carries the meaning.
// One file per icon: the bundler then ships with each page only the icons it draws (the first load of '/' is budgeted).
export function Icon({ children, ...props }: IconProps) {
  return (
    <svg
      viewBox={LINE_ICON_VIEW_BOX}
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

/**
 * A line icon whose drawing is shared with the server-written pages (packages/shared/src/ui/icon-paths.ts):
 * the paths are written there once.
 */
export function SharedLineIcon({ paths, ...props }: IconProps & { paths: TLineIcon }) {
  return (
    <Icon {...props}>
      {paths.map((d) => (
        <path key={d} d={d} />
      ))}
    </Icon>
  );
}
