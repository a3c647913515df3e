import { act, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { FakeSocket, lastSocket } from '@/testing/fake-socket';
import { makeNearbyCard, makePublicDetail } from '@/testing/live-bakeries';
import { jsonResponse, renderWithProviders } from '@/testing/render-with-providers';
import { stubFetch } from '@/testing/stub-fetch';
import { Component as BakeryDetailRoute } from './bakery-detail';

describe('bakery page route', () => {
  const fetchMock = stubFetch({ signedIn: false });

  beforeEach(() => {
    // Wednesday 11 March 2026, 10:00 in Paris: the bakery is open.
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(new Date('2026-03-11T09:00:00Z'));
    FakeSocket.instances = [];
    vi.stubGlobal('WebSocket', FakeSocket);
    fetchMock.mockImplementation((input) =>
      Promise.resolve(jsonResponse(String(input).includes('campagnes') ? [] : makePublicDetail({ id: 12 }))),
    );
  });

  afterEach(() => {
    vi.useRealTimers();
  });

  it('watches the bakery and replaces it with the detail the live feed sends, ignoring any other', async () => {
    renderWithProviders(<BakeryDetailRoute />, { path: '/boulangerie/:id', route: '/boulangerie/12' });
    expect(await screen.findByText('Pain disponible maintenant')).toBeTruthy();
    act(() => lastSocket().open());
    expect(lastSocket().sent).toEqual([{ type: 'watch', id: 12 }]);

    act(() => lastSocket().receive(makePublicDetail({ id: 99, disponibilite_pain: false })));
    act(() => lastSocket().receive(makeNearbyCard({ id: 12, disponibilite_pain: false })));
    expect(screen.getByText('Pain disponible maintenant')).toBeTruthy();

    act(() =>
      lastSocket().receive(makePublicDetail({ id: 12, disponibilite_pain: false, motduboulanger: 'Plus de baguettes, revenez à 16 h.' })),
    );
    expect(await screen.findByText('Pain non disponible')).toBeTruthy();
    expect(screen.getByText('Plus de baguettes, revenez à 16 h.')).toBeTruthy();
  });
});
