import type { TCalendarResponse } from '@fournil/shared';
import type { Mock } from 'vitest';
import { jsonResponse } from '@/testing/render-with-providers';

// A fake of the calendar API for this feature's component tests: it keeps the calendar, answers
// each route like the server, and lets a test refuse the next write with a given answer.

export const NOV_26_2026_11H = new Date('2026-11-26T10:00:00Z');
export const TODAY = '2026-11-26';

export function calendarOf(overrides: Partial<TCalendarResponse> = {}): TCalendarResponse {
  return { jours_feries: null, fermetures: [], horaires_speciaux: [], ...overrides };
}

export type TRecordedRequest = { method: string; path: string; body: unknown };

export function fakeCalendarServer(fetchMock: Mock<typeof fetch>, bakeryId: number, initial: TCalendarResponse = calendarOf()) {
  let calendar = structuredClone(initial);
  let nextId = 100;
  const requests: TRecordedRequest[] = [];
  let refusal: { status: number; body: unknown } | null = null;
  const base = `/api/cotepro/ma-boulangerie/${bakeryId}/`;

  fetchMock.mockImplementation((input, init) => {
    const path = new URL(String(input), 'http://localhost').pathname;
    const method = (init?.method ?? 'GET').toUpperCase();
    const body = typeof init?.body === 'string' ? (JSON.parse(init.body) as unknown) : undefined;
    requests.push({ method, path, body });
    if (method !== 'GET' && refusal) {
      const answer = refusal;
      refusal = null;
      return Promise.resolve(jsonResponse(answer.body, answer.status));
    }
    const special = path.match(/horaires-speciaux\/(\d{4}-\d{2}-\d{2})\/$/)?.[1];
    const closureId = Number(path.match(/fermetures\/(\d+)\/$/)?.[1]);
    if (method === 'GET' && path === `${base}fermetures/`) return Promise.resolve(jsonResponse(calendar));
    if (method === 'POST' && path === `${base}fermetures/`) {
      const closure = { id: nextId++, motif: null, ...(body as { debut: string; fin: string; motif?: string | null }) };
      calendar = { ...calendar, fermetures: [...calendar.fermetures, closure] };
      return Promise.resolve(jsonResponse(closure, 201));
    }
    if (method === 'DELETE' && closureId) {
      calendar = { ...calendar, fermetures: calendar.fermetures.filter((closure) => closure.id !== closureId) };
      return Promise.resolve(new Response(null, { status: 204 }));
    }
    if (method === 'PUT' && special) {
      const entry = { date: special, plages: (body as { plages: TCalendarResponse['horaires_speciaux'][number]['plages'] }).plages };
      calendar = { ...calendar, horaires_speciaux: [...calendar.horaires_speciaux.filter((item) => item.date !== special), entry] };
      return Promise.resolve(jsonResponse(entry));
    }
    if (method === 'DELETE' && special) {
      calendar = { ...calendar, horaires_speciaux: calendar.horaires_speciaux.filter((item) => item.date !== special) };
      return Promise.resolve(new Response(null, { status: 204 }));
    }
    if (method === 'PATCH' && path === base) {
      calendar = { ...calendar, jours_feries: (body as { jours_feries: TCalendarResponse['jours_feries'] }).jours_feries };
      return Promise.resolve(jsonResponse({ id: bakeryId, jours_feries: calendar.jours_feries }));
    }
    return Promise.resolve(jsonResponse({ detail: 'Élément introuvable.' }, 404));
  });

  return {
    requests,
    writes: () => requests.filter((request) => request.method !== 'GET'),
    refuseNextWrite: (status: number, answer: unknown) => {
      refusal = { status, body: answer };
    },
  };
}
