import { BREAD_MARK, CHAT_ICON_PATHS, HOME_ICON_PATHS, INFO_ICON_PATHS, STORE_ICON_PATHS } from '@fournil/shared';
import { render } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { BreadMark, ChatIcon, HomeIcon, InfoIcon, StoreIcon } from '.';

const pathsOf = (container: HTMLElement) => [...container.querySelectorAll('path')].map((path) => path.getAttribute('d'));

describe('the icons the server-written pages show too', () => {
  it('draw the shared paths, decorative, in a 24 × 24 box', () => {
    for (const [Icon, paths] of [
      [HomeIcon, HOME_ICON_PATHS],
      [ChatIcon, CHAT_ICON_PATHS],
      [StoreIcon, STORE_ICON_PATHS],
      [InfoIcon, INFO_ICON_PATHS],
    ] as const) {
      const { container } = render(<Icon className="bottom-nav__icon" />);
      const svg = container.querySelector('svg')!;
      expect(svg.getAttribute('viewBox')).toBe('0 0 24 24');
      expect(svg.getAttribute('aria-hidden')).toBe('true');
      expect(svg.getAttribute('class')).toBe('bottom-nav__icon');
      expect(pathsOf(container)).toEqual([...paths]);
    }
  });

  it('draw the product mark in its own colours from the shared shapes', () => {
    const { container } = render(<BreadMark className="brand__logo" />);
    expect(container.querySelector('svg')!.getAttribute('viewBox')).toBe('0 0 64 64');
    expect(pathsOf(container)).toEqual(BREAD_MARK.shapes.map((shape) => shape.d));
    const scoring = container.querySelectorAll('path')[2]!;
    expect([scoring.getAttribute('stroke'), scoring.getAttribute('stroke-width'), scoring.getAttribute('fill')]).toEqual([
      '#8a4a16',
      '3',
      'none',
    ]);
  });
});
