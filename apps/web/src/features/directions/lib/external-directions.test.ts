import { describe, expect, it } from 'vitest';
import { externalDirections } from './external-directions';

describe('externalDirections', () => {
  const bakery = { lat: 49.1193089, lng: 6.1757156 };

  it('opens Plans, Google Maps and Waze at the bakery, in the chosen mode where the app knows it', () => {
    expect(externalDirections(bakery, 'walking')).toEqual([
      { app: 'Plans', href: 'https://maps.apple.com/?daddr=49.119309%2C6.175716&dirflg=w' },
      { app: 'Google Maps', href: 'https://www.google.com/maps/dir/?api=1&destination=49.119309%2C6.175716&travelmode=walking' },
      { app: 'Waze', href: 'https://waze.com/ul?ll=49.119309%2C6.175716&navigate=yes' },
    ]);
  });

  it('asks Google for bicycling and leaves Plans to its own mode for a bike trip', () => {
    const [plans, google] = externalDirections(bakery, 'cycling');
    expect(plans?.href).toBe('https://maps.apple.com/?daddr=49.119309%2C6.175716');
    expect(google?.href).toContain('travelmode=bicycling');
  });
});
