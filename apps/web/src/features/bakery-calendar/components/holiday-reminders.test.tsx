import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderWithProviders } from '@/testing/render-with-providers';
import { HolidayReminders } from './holiday-reminders';

describe('HolidayReminders', () => {
  const bakeries = [
    { id: 4, nom: 'Au Bon Pain', code_postal_boulangerie: '75006', jours_feries: null },
    { id: 5, nom: 'La Mie Dorée', code_postal_boulangerie: '69002', jours_feries: 'habituels' as const },
  ];

  it('asks for the hours of Christmas of each bakery whose rule is not said, with a link to its section', () => {
    renderWithProviders(
      <HolidayReminders bakeries={bakeries} hrefOf={(id) => `/boulangeries/${id}#fermetures`} now={new Date('2026-12-15T08:00:00Z')} />,
    );
    const reminder = screen.getByText('Jour férié le 25 décembre (Noël) : indiquez vos horaires pour Au Bon Pain');
    expect(reminder).toBeTruthy();
    expect(screen.queryByText(/La Mie Dorée/)).toBeNull();
    const link = screen.getByRole('link', { name: 'Indiquer les horaires' });
    expect(link.getAttribute('href')).toBe('/boulangeries/4#fermetures');
    expect(link.getAttribute('aria-describedby')).toBe(reminder.id);
  });

  it('shows nothing when no public holiday is within 14 days', () => {
    const { container } = renderWithProviders(
      <HolidayReminders bakeries={bakeries} hrefOf={(id) => `/boulangeries/${id}`} now={new Date('2026-11-26T08:00:00Z')} />,
    );
    expect(container.textContent).toBe('');
  });
});
