import { bakeryIdFromPath } from '@fournil/shared';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { createQueryClient } from '@/lib/query-client';
import { MemoryRouterWithNavigator } from '@/testing/navigator';
import { makePublicDetail } from '@/testing/live-bakeries';
import { stubFetch } from '@/testing/stub-fetch';
import { jsonResponse } from '@/testing/render-with-providers';
import { BakeryDetail } from '../components/bakery-detail';
import { requestPublicBakeryEarly, SERVER_DETAIL_ELEMENT_ID } from './early-public-bakery';

function renderDetail(id: number, client = new QueryClient({ defaultOptions: { queries: { retry: false } } })) {
  render(
    <QueryClientProvider client={client}>
      <MemoryRouterWithNavigator>
        <BakeryDetail bakeryId={id} />
      </MemoryRouterWithNavigator>
    </QueryClientProvider>,
  );
  return client;
}

describe('bakeryIdFromPath', () => {
  it('reads the id of a bakery page address only', () => {
    expect(bakeryIdFromPath('/boulangerie/12')).toBe(12);
    expect(bakeryIdFromPath('/boulangerie/12/')).toBe(12);
    expect(bakeryIdFromPath('/boulangerie/abc')).toBeNull();
    expect(bakeryIdFromPath('/boulangerie/0')).toBeNull();
    expect(bakeryIdFromPath('/boulangerie/99999999999')).toBeNull();
    expect(bakeryIdFromPath('/boulangerie/12/avis')).toBeNull();
    expect(bakeryIdFromPath('/boulangeries/12')).toBeNull();
    expect(bakeryIdFromPath('/')).toBeNull();
  });
});

/** The detail as the server writes it into a bakery page (docs/public-pages.md, "Bakery pages"). */
function writeServerDetail(detail: unknown): void {
  const element = document.createElement('script');
  element.type = 'application/json';
  element.id = SERVER_DETAIL_ELEMENT_ID;
  element.textContent = JSON.stringify(detail);
  document.body.append(element);
}

describe('requestPublicBakeryEarly', () => {
  const fetchMock = stubFetch({ signedIn: false });

  it('asks for the detail before the page renders; the page shows that answer and later fetches ask again', async () => {
    fetchMock.mockImplementation((input) =>
      Promise.resolve(
        String(input).includes('campagnes') ? jsonResponse([]) : jsonResponse(makePublicDetail({ id: 12, nom: 'Fournée matinale' })),
      ),
    );
    requestPublicBakeryEarly(12);
    expect(fetchMock.mock.calls.map(([input]) => String(input))).toEqual(['/api/boulangeries/12/public/']);

    fetchMock.mockImplementation((input) =>
      Promise.resolve(
        String(input).includes('campagnes') ? jsonResponse([]) : jsonResponse(makePublicDetail({ id: 12, nom: 'Fournée du soir' })),
      ),
    );
    const client = renderDetail(12);
    expect(await screen.findByRole('heading', { level: 1, name: 'Fournée matinale' })).toBeTruthy();
    const detailCalls = () => fetchMock.mock.calls.filter(([input]) => String(input) === '/api/boulangeries/12/public/');
    expect(detailCalls()).toHaveLength(1);

    await client.refetchQueries({ queryKey: ['boulangeries', 'public', 12] });
    expect(await screen.findByRole('heading', { level: 1, name: 'Fournée du soir' })).toBeTruthy();
    expect(detailCalls()).toHaveLength(2);
  });

  it('takes the detail the server wrote into the page: the page shows it at once, without asking the API', async () => {
    fetchMock.mockImplementation(() => Promise.resolve(jsonResponse([])));
    writeServerDetail(makePublicDetail({ id: 14, nom: 'Écrite par le serveur' }));

    requestPublicBakeryEarly(14);
    expect(document.getElementById(SERVER_DETAIL_ELEMENT_ID)).toBeNull();
    // The app's own query client: a detail is fresh for its staleTime, so the mount does not refetch it.
    renderDetail(14, createQueryClient());
    // Drawn by the first render, not after a request.
    expect(screen.getByRole('heading', { level: 1, name: 'Écrite par le serveur' })).toBeTruthy();
    expect(fetchMock.mock.calls.filter(([input]) => String(input).startsWith('/api/boulangeries/14/public/'))).toHaveLength(0);
  });

  it('asks the API when the page holds another bakery’s detail', async () => {
    fetchMock.mockImplementation((input) =>
      Promise.resolve(
        String(input).includes('campagnes') ? jsonResponse([]) : jsonResponse(makePublicDetail({ id: 15, nom: 'Demandée à l’API' })),
      ),
    );
    writeServerDetail(makePublicDetail({ id: 99, nom: 'Une autre' }));
    requestPublicBakeryEarly(15);
    expect(fetchMock.mock.calls.map(([input]) => String(input))).toEqual(['/api/boulangeries/15/public/']);
  });

  it('leaves a failed early request to the page, which shows the error', async () => {
    fetchMock.mockImplementation((input) =>
      Promise.resolve(String(input).includes('campagnes') ? jsonResponse([]) : jsonResponse({ detail: 'Boulangerie introuvable.' }, 404)),
    );
    requestPublicBakeryEarly(13);
    renderDetail(13);
    expect(await screen.findByText(/introuvable/i)).toBeTruthy();
  });
});
