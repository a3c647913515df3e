import { cleanup, render, screen } from '@testing-library/react';
import { RouterProvider, createMemoryRouter } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { lazyScreen } from './lazy-screen';

const { setSessionExpiredHandler } = vi.hoisted(() => ({ setSessionExpiredHandler: vi.fn(() => () => {}) }));
vi.mock('@/lib/api-client', () => ({ setSessionExpiredHandler }));

function Greeting() {
  return <p>Bonjour</p>;
}

function renderScreen(lazy: ReturnType<typeof lazyScreen>) {
  // The route is lazy: the router renders its fallback (nothing) until the screen has loaded.
  render(<RouterProvider router={createMemoryRouter([{ path: '/', lazy, HydrateFallback: () => null }])} />);
}

describe('lazyScreen', () => {
  afterEach(() => {
    cleanup();
    setSessionExpiredHandler.mockClear();
  });

  it('shows the screen alone in the page container', async () => {
    renderScreen(lazyScreen(() => Promise.resolve(Greeting)));
    const text = await screen.findByText('Bonjour');
    expect(text.parentElement?.className).toBe('container page');
    expect(text.parentElement?.childElementCount).toBe(1);
    expect(setSessionExpiredHandler).not.toHaveBeenCalled();
  });

  it('widens the container on request', async () => {
    renderScreen(lazyScreen(() => Promise.resolve(Greeting), { isWide: true }));
    expect((await screen.findByText('Bonjour')).parentElement?.className).toBe('container container--wide page');
  });

  it('sends an expired session to the login screen inside the app on a login-only screen', async () => {
    renderScreen(lazyScreen(() => Promise.resolve(Greeting), { isLoginOnly: true }));
    expect((await screen.findByText('Bonjour')).parentElement?.className).toBe('container page');
    expect(setSessionExpiredHandler).toHaveBeenCalled();
  });
});
