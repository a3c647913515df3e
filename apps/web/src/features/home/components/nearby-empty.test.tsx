import { fireEvent, render, screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { jsonResponse } from '@/testing/render-with-providers';
import { stubFetch } from '@/testing/stub-fetch';
import NearbyEmpty from './nearby-empty';

const LYON = { lat: 45.7578, lng: 4.832 };

describe('NearbyEmpty', () => {
  const fetchMock = stubFetch({ signedIn: false });

  it('names the town and postcode of the centre and offers the wider radius', async () => {
    fetchMock.mockResolvedValue(
      jsonResponse({ label: '1 Place Bellecour 69002 Lyon', lat: LYON.lat, lng: LYON.lng, city: 'Lyon', postcode: '69002' }),
    );
    const onWiden = vi.fn();
    render(<NearbyEmpty radius={2} center={LYON} wider={{ radius: 10, onWiden }} />);
    expect(await screen.findByText('Aucune boulangerie à moins de 2 km autour de Lyon (69002).')).toBeTruthy();
    expect(String(fetchMock.mock.calls[0]![0])).toBe('/api/geo/reverse/?lat=45.7578&lng=4.832');
    fireEvent.click(screen.getByRole('button', { name: 'Voir à 10 km' }));
    expect(onWiden).toHaveBeenCalledTimes(1);
  });

  it('falls back on the searched place, then on the spec sentence, when the geocoder cannot say; no button at 10 km', async () => {
    fetchMock.mockResolvedValue(jsonResponse({ detail: 'Adresse introuvable à partir de ces coordonnées.' }, 404));
    const { unmount } = render(<NearbyEmpty radius={10} center={LYON} placeLabel="Place Bellecour 69002 Lyon" />);
    expect(await screen.findByText('Aucune boulangerie à moins de 10 km autour de Place Bellecour 69002 Lyon.')).toBeTruthy();
    expect(screen.queryByRole('button')).toBeNull();
    unmount();
    render(<NearbyEmpty radius={2} center={LYON} />);
    expect(await screen.findByText('Aucune boulangerie à moins de 2 km de votre position.')).toBeTruthy();
  });
});
