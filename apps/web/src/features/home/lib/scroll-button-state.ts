import { SCROLL_BUTTON } from '@fournil/shared';

export type TScrollMetrics = { scrollHeight: number; viewportHeight: number; scrollY: number };
export type TScrollButtonState = { isVisible: boolean; isAtBottom: boolean };

/**
 * The floating button shows when the page is taller than the window by more than 10 px; it is in
 * the 'bottom' state (arrow up) within 100 px of the bottom (docs/visitor-screens.md, "Home").
 */
export function getScrollButtonState({ scrollHeight, viewportHeight, scrollY }: TScrollMetrics): TScrollButtonState {
  const overflow = scrollHeight - viewportHeight;
  return {
    isVisible: overflow > SCROLL_BUTTON.minOverflowPx,
    isAtBottom: scrollHeight - (scrollY + viewportHeight) <= SCROLL_BUTTON.bottomThresholdPx,
  };
}
