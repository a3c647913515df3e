import { BAKERY_MESSAGES } from '@fournil/shared';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { useState } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { jsonResponse, renderWithProviders } from '@/testing/render-with-providers';
import { stubFetch } from '@/testing/stub-fetch';
import { APPROXIMATE_POSITION_TEXT, LocationFields, type TCoordinates } from './location-fields';

vi.mock('@/lib/map/create-map', () => ({
  MAP_UNAVAILABLE_MESSAGE: 'La carte ne peut pas s’afficher sur cet appareil. La liste reste à jour.',
  MapContainerMissingError: class extends Error {},
  createMap: () => new Promise(() => {}),
}));

const lyon = { label: '3 Place du Marché 69001 Lyon', lat: 45.764, lng: 4.8357, city: 'Lyon', postcode: '69001' };

function Harness({
  initial = { latitude: null, longitude: null },
  onAddressFound = () => {},
}: {
  initial?: TCoordinates;
  onAddressFound?: () => void;
}) {
  const [coordinates, setCoordinates] = useState<TCoordinates>(initial);
  const [isApproximate, setApproximate] = useState(false);
  return (
    <LocationFields
      {...coordinates}
      isApproximate={isApproximate}
      onApproximateChange={setApproximate}
      onCoordinatesChange={setCoordinates}
      address={{ adresse: '3 place du Marché', codePostal: '69 002', ville: 'lyon' }}
      onAddressFound={onAddressFound}
    />
  );
}

const input = (name: string) => screen.getByRole('textbox', { name }) as HTMLInputElement;
const click = (name: string) => fireEvent.click(screen.getByRole('button', { name }));

describe('LocationFields', () => {
  const fetchMock = stubFetch({ signedIn: false });

  it('fills the coordinates from the address with 7 decimals and warns when the postcode differs', async () => {
    fetchMock.mockResolvedValue(jsonResponse(lyon));
    renderWithProviders(<Harness />, { router: false });
    click('Placer l’adresse sur la carte');
    await waitFor(() => expect(input('Latitude').value).toBe('45.7640000'));
    expect(input('Longitude').value).toBe('4.8357000');
    expect(String(fetchMock.mock.calls[0]![0])).toBe(`/api/geo/geocode/?${new URLSearchParams({ q: '3 place du Marché, 69 002 lyon' })}`);
    expect(screen.getByRole('status').textContent).toBe(BAKERY_MESSAGES.geocodeMismatch);
  });

  it('does not warn when the city differs only by case and the postcode by spaces', async () => {
    fetchMock.mockResolvedValue(jsonResponse({ ...lyon, postcode: '69002' }));
    renderWithProviders(<Harness />, { router: false });
    click('Placer l’adresse sur la carte');
    await waitFor(() => expect(input('Latitude').value).toBe('45.7640000'));
    expect(screen.getByRole('status').textContent).not.toContain('ne correspond pas');
  });

  it('says the address was not found on a 404', async () => {
    fetchMock.mockResolvedValue(jsonResponse({ detail: "Adresse non trouvée ! Essayez d'être plus précis." }, 404));
    renderWithProviders(<Harness />, { router: false });
    click('Placer l’adresse sur la carte');
    expect(await screen.findByText("Adresse non trouvée ! Essayez d'être plus précis.")).toBeTruthy();
  });

  it('needs both coordinates before looking for the address', () => {
    renderWithProviders(<Harness initial={{ latitude: 45.7, longitude: null }} />, { router: false });
    click('Coordonnées → adresse');
    expect(screen.getByText("Veuillez d'abord renseigner les coordonnées.")).toBeTruthy();
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it('fills the address from the coordinates, or says none was found', async () => {
    const onAddressFound = vi.fn();
    fetchMock
      .mockResolvedValueOnce(jsonResponse(lyon))
      .mockResolvedValueOnce(jsonResponse({ detail: 'Adresse introuvable à partir de ces coordonnées.' }, 404));
    renderWithProviders(<Harness initial={{ latitude: 45.764, longitude: 4.8357 }} onAddressFound={onAddressFound} />, { router: false });
    click('Coordonnées → adresse');
    await waitFor(() => expect(onAddressFound).toHaveBeenCalledWith(lyon));
    expect(String(fetchMock.mock.calls[0]![0])).toBe('/api/geo/reverse/?lat=45.764&lng=4.8357');
    click('Coordonnées → adresse');
    expect(await screen.findByText('Adresse introuvable à partir de ces coordonnées.')).toBeTruthy();
  });

  it('uses the browser position, with the spec messages when it is unsupported or fails', async () => {
    vi.stubGlobal('navigator', { ...navigator, geolocation: undefined });
    const { unmount } = renderWithProviders(<Harness />, { router: false });
    click('Utiliser ma position');
    expect(await screen.findByText("La géolocalisation n'est pas supportée par ce navigateur.")).toBeTruthy();
    unmount();

    const getCurrentPosition = vi.fn((_ok: PositionCallback, fail?: PositionErrorCallback | null) =>
      fail?.({ code: 2, PERMISSION_DENIED: 1, POSITION_UNAVAILABLE: 2, TIMEOUT: 3, message: '' } as GeolocationPositionError),
    );
    vi.stubGlobal('navigator', { ...navigator, geolocation: { getCurrentPosition } });
    renderWithProviders(<Harness />, { router: false });
    click('Utiliser ma position');
    expect(await screen.findByText('Impossible de récupérer la position.')).toBeTruthy();
  });

  it('uses the browser position when it is given', async () => {
    const getCurrentPosition = vi.fn((ok: PositionCallback) =>
      ok({ coords: { latitude: 48.8566123, longitude: 2.3522456 } } as GeolocationPosition),
    );
    vi.stubGlobal('navigator', { ...navigator, geolocation: { getCurrentPosition } });
    renderWithProviders(<Harness />, { router: false });
    click('Utiliser ma position');
    await waitFor(() => expect(input('Latitude').value).toBe('48.8566123'));
    expect(input('Longitude').value).toBe('2.3522456');
  });

  it('keeps latitude and longitude folded behind the pin until asked for', () => {
    renderWithProviders(<Harness />, { router: false });
    const manual = screen.getByText('Saisir les coordonnées').closest('details')!;
    expect(manual.open).toBe(false);
    expect(manual.contains(input('Latitude'))).toBe(true);
  });

  it('says an approximate position in amber, never « Position trouvée », until the owner sets the position', async () => {
    fetchMock.mockResolvedValue(
      jsonResponse({ label: 'Lyon', lat: 45.76, lng: 4.83, city: 'Lyon', postcode: '69002', position_approximative: true }),
    );
    renderWithProviders(<Harness />, { router: false });
    click('Placer l’adresse sur la carte');
    const notice = await screen.findByText(APPROXIMATE_POSITION_TEXT);
    expect(notice.className).toContain('location-fields__notice--warning');
    expect(screen.queryByText(/Position trouvée/)).toBeNull();
    fireEvent.change(input('Latitude'), { target: { value: '45.7612345' } });
    expect(screen.queryByText(APPROXIMATE_POSITION_TEXT)).toBeNull();
  });
});
