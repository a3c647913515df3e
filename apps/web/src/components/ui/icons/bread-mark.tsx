import { BREAD_MARK } from '@fournil/shared';
import type { IconProps } from './icon';

/** The product mark: a loaf with its scoring, in brand colours (not currentColor); drawn in packages/shared/src/ui/icon-paths.ts. */
export function BreadMark(props: IconProps) {
  return (
    <svg viewBox={BREAD_MARK.viewBox} aria-hidden="true" focusable="false" {...props}>
      {BREAD_MARK.shapes.map(({ d, ...paint }) => (
        <path key={d} d={d} {...paint} />
      ))}
    </svg>
  );
}
