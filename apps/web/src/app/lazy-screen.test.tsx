import { cleanup, render, screen } from '@testing-library/react';
import { RouterProvider, createMemoryRouter } from 'react-router';
import { afterEach, describe, expect, it } from 'vitest';
import { lazyScreen } from './lazy-screen';

function Greeting() {
  return <p>Bonjour</p>;
}

describe('lazyScreen', () => {
  afterEach(cleanup);

  it('shows the screen alone in the page container once its module has loaded', async () => {
    // The route is lazy: the router renders its fallback (nothing) until the screen has loaded.
    const router = createMemoryRouter([{ path: '/', lazy: lazyScreen(() => Promise.resolve(Greeting)), HydrateFallback: () => null }]);
    render(<RouterProvider router={router} />);
    const text = await screen.findByText('Bonjour');
    expect(text.parentElement?.className).toBe('container page');
    expect(text.parentElement?.childElementCount).toBe(1);
  });
});
