import { fireEvent, render, screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { makeTestNavigator, WithNavigator } from '@/testing/navigator';
import { HomeFooter } from './home-footer';

// The home footer reaches every legal page (docs/content.md, "Legal pages").
describe('HomeFooter', () => {
  it('links every legal page, the cookies section and the accessibility status', () => {
    render(
      <WithNavigator>
        <HomeFooter />
      </WithNavigator>,
    );
    const nav = within(screen.getByRole('navigation', { name: 'Informations légales' }));
    const hrefOf = (name: string) => nav.getByRole('link', { name }).getAttribute('href');
    expect(hrefOf('Mentions légales')).toBe('/page/mentions');
    expect(hrefOf('Confidentialité')).toBe('/page/confidentialite');
    expect(hrefOf('Cookies')).toBe('/page/confidentialite#cookies');
    expect(hrefOf('CGV')).toBe('/page/cgv');
    expect(hrefOf('CGU')).toBe('/page/cgu');
    expect(hrefOf('Accessibilité : partiellement conforme')).toBe('/page/accessibilite');
    expect(hrefOf('À propos')).toBe('/page/about');
    // The open-data page, written whole by the server (docs/open-data.md, "The open-data page").
    expect(hrefOf('Données ouvertes')).toBe('/donnees-ouvertes');
  });

  it('opens a legal page within the app', () => {
    const navigator = makeTestNavigator();
    const { container } = render(
      <WithNavigator navigator={navigator}>
        <HomeFooter />
      </WithNavigator>,
    );
    fireEvent.click(within(container).getByRole('link', { name: 'Cookies' }));
    expect(navigator.navigate).toHaveBeenCalledWith('/page/confidentialite#cookies', { replace: false });
  });
});
