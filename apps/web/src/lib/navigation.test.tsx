import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { makeTestNavigator, WithNavigator } from '@/testing/navigator';
import { AppLink, useNavigator } from './navigation';

function renderLink(navigator = makeTestNavigator({ pathname: '/', search: '?rayon=10' }), props: { to?: string; target?: string } = {}) {
  render(
    <WithNavigator navigator={navigator}>
      <AppLink to={props.to ?? '/boulangerie/3'} target={props.target}>
        Au Bon Pain
      </AppLink>
    </WithNavigator>,
  );
  return { navigator, link: screen.getByRole('link', { name: 'Au Bon Pain' }) };
}

describe('AppLink', () => {
  afterEach(cleanup);

  it('is a real link to the address', () => {
    expect(renderLink().link.getAttribute('href')).toBe('/boulangerie/3');
  });

  it('follows a plain click without reloading the page', () => {
    const { navigator, link } = renderLink();
    const isDefaultDone = fireEvent.click(link);
    expect(isDefaultDone).toBe(false);
    expect(navigator.navigate).toHaveBeenCalledWith('/boulangerie/3', { replace: false });
  });

  it('replaces the history entry when the link points at the page already shown, as a router link does', () => {
    const { navigator, link } = renderLink(undefined, { to: '/?rayon=10' });
    fireEvent.click(link);
    expect(navigator.navigate).toHaveBeenCalledWith('/?rayon=10', { replace: true });
  });

  it('leaves a click with a modifier key, another button or another target to the browser', () => {
    // Records whether the link kept the click, then stops jsdom, which cannot open another document.
    const leftToBrowser: boolean[] = [];
    const record = (event: MouseEvent) => {
      leftToBrowser.push(!event.defaultPrevented);
      event.preventDefault();
    };
    document.addEventListener('click', record);
    const { navigator, link } = renderLink();
    fireEvent.click(link, { ctrlKey: true });
    fireEvent.click(link, { metaKey: true });
    fireEvent.click(link, { shiftKey: true });
    fireEvent.click(link, { button: 1 });
    cleanup();
    const other = renderLink(undefined, { target: '_blank' });
    fireEvent.click(other.link);
    document.removeEventListener('click', record);
    expect(leftToBrowser).toEqual([true, true, true, true, true]);
    expect(navigator.navigate).not.toHaveBeenCalled();
    expect(other.navigator.navigate).not.toHaveBeenCalled();
  });

  it('asks for the next page ahead when pointed at or focused', () => {
    const { navigator, link } = renderLink();
    fireEvent.pointerEnter(link);
    fireEvent.focus(link);
    expect(navigator.prefetch).toHaveBeenCalledTimes(2);
  });
});

describe('useNavigator', () => {
  afterEach(cleanup);

  it('says where it is missing rather than failing later', () => {
    function Orphan() {
      useNavigator();
      return null;
    }
    vi.spyOn(console, 'error').mockImplementation(() => {});
    expect(() => render(<Orphan />)).toThrow('useNavigator() doit être appelé sous un NavigatorProvider.');
    vi.restoreAllMocks();
  });
});
