import { REPORT_MESSAGES } from '@fournil/shared';
import { act, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { axeViolations } from '@/testing/axe';
import { jsonResponse } from '@/testing/render-with-providers';
import { stubFetch } from '@/testing/stub-fetch';
import { ReportBlock } from './report-block';
import { REPORT_POSITION_MESSAGES } from '../lib/report-messages';

// docs/visitor-reports.md, "The screens": one tap sends the visitor's position and the type; the
// answer is said in a polite status. The browser's geolocation is stubbed; the API answers are the
// shared contract's.
const fetchMock = stubFetch({ signedIn: false });

type TFix = (success: PositionCallback, failure: PositionErrorCallback, options?: PositionOptions) => void;

function stubGeolocation(fix: TFix) {
  const getCurrentPosition = vi.fn(fix);
  Object.defineProperty(navigator, 'geolocation', {
    configurable: true,
    value: { getCurrentPosition, watchPosition: vi.fn(), clearWatch: vi.fn() },
  });
  return getCurrentPosition;
}

function at(latitude: number, longitude: number): TFix {
  return (success) => success({ coords: { latitude, longitude, accuracy: 8 } } as GeolocationPosition);
}

function refused(code: 1 | 2 | 3): TFix {
  return (_success, failure) =>
    failure({ code, PERMISSION_DENIED: 1, POSITION_UNAVAILABLE: 2, TIMEOUT: 3, message: '' } as GeolocationPositionError);
}

function sentBodies() {
  return fetchMock.mock.calls.map(([url, init]) => ({
    url: String(url),
    method: init?.method,
    body: JSON.parse(String(init?.body)) as unknown,
  }));
}

describe('ReportBlock', () => {
  beforeEach(() => {
    fetchMock.mockResolvedValue(jsonResponse({ message: REPORT_MESSAGES.thanks }, 201));
  });

  afterEach(() => {
    Reflect.deleteProperty(navigator, 'geolocation');
  });

  it('asks « Il reste du pain ? » with three buttons, and is axe-clean', async () => {
    const { container } = render(<ReportBlock bakeryId={12} />);
    expect(screen.getByRole('region', { name: 'Il reste du pain ?' })).toBeTruthy();
    expect(screen.getAllByRole('button').map((button) => button.textContent)).toEqual([
      'Oui, il y en a',
      'Non, plus de pain',
      'C’est fermé',
    ]);
    expect(await axeViolations(container)).toEqual([]);
  });

  it('sends the type and the position with one tap, then thanks the visitor in a polite status', async () => {
    const fix = stubGeolocation(at(48.85341, 2.3488));
    const onSent = vi.fn();
    render(<ReportBlock bakeryId={12} onSent={onSent} />);
    fireEvent.click(screen.getByRole('button', { name: 'Non, plus de pain' }));

    await waitFor(() => expect(screen.getByRole('status').textContent).toBe(REPORT_MESSAGES.thanks));
    expect(fix.mock.calls[0]?.[2]).toMatchObject({ enableHighAccuracy: true, timeout: 10000 });
    expect(sentBodies()).toEqual([
      { url: '/api/boulangeries/12/signalements/', method: 'POST', body: { type: 'plus_de_pain', latitude: 48.85341, longitude: 2.3488 } },
    ]);
    expect(onSent).toHaveBeenCalledTimes(1);
  });

  it('shows the tapped button busy and sends once however many taps follow', async () => {
    let answer: (response: Response) => void = () => {};
    fetchMock.mockReturnValue(new Promise((resolve) => (answer = resolve)));
    stubGeolocation(at(48.85341, 2.3488));
    render(<ReportBlock bakeryId={12} />);
    const yes = screen.getByRole('button', { name: 'Oui, il y en a' });
    fireEvent.click(yes);
    await waitFor(() => expect(yes.getAttribute('aria-busy')).toBe('true'));
    fireEvent.click(yes);
    fireEvent.click(screen.getByRole('button', { name: 'C’est fermé' }));
    expect(screen.getByRole('button', { name: 'C’est fermé' }).getAttribute('aria-disabled')).toBe('true');
    expect(screen.getByRole('status').textContent).toBe('Envoi du signalement…');

    await act(async () => answer(jsonResponse({ message: REPORT_MESSAGES.thanks }, 201)));
    await waitFor(() => expect(screen.getByRole('status').textContent).toBe(REPORT_MESSAGES.thanks));
    expect(fetchMock).toHaveBeenCalledTimes(1);
    expect(yes.getAttribute('aria-busy')).toBeNull();
  });

  it('says a refused position in French with how to allow it, and sends nothing', async () => {
    stubGeolocation(refused(1));
    render(<ReportBlock bakeryId={12} />);
    fireEvent.click(screen.getByRole('button', { name: 'Oui, il y en a' }));
    await waitFor(() => expect(screen.getByRole('status').textContent).toBe(REPORT_POSITION_MESSAGES.denied));
    expect(screen.getByRole('status').textContent).toContain('autorisez la localisation pour ce site');
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it('says a position that cannot be had, and a browser without geolocation', async () => {
    stubGeolocation(refused(3));
    render(<ReportBlock bakeryId={12} />);
    fireEvent.click(screen.getByRole('button', { name: 'Oui, il y en a' }));
    await waitFor(() => expect(screen.getByRole('status').textContent).toBe(REPORT_POSITION_MESSAGES.failed));

    Reflect.deleteProperty(navigator, 'geolocation');
    fireEvent.click(screen.getByRole('button', { name: 'Oui, il y en a' }));
    await waitFor(() => expect(screen.getByRole('status').textContent).toBe(REPORT_POSITION_MESSAGES.unsupported));
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it.each([
    [400, REPORT_MESSAGES.tooFar],
    [429, REPORT_MESSAGES.tooSoon],
    [403, REPORT_MESSAGES.blocked],
  ])('shows the server’s French refusal (%i)', async (status, detail) => {
    fetchMock.mockResolvedValue(jsonResponse({ detail }, status));
    stubGeolocation(at(45.764, 4.8357));
    const onSent = vi.fn();
    render(<ReportBlock bakeryId={12} onSent={onSent} />);
    fireEvent.click(screen.getByRole('button', { name: 'C’est fermé' }));
    await waitFor(() => expect(screen.getByRole('status').textContent).toBe(detail));
    expect(onSent).not.toHaveBeenCalled();
  });

  it('is operated with the keyboard: the focus stays on the tapped button while it is sent', async () => {
    stubGeolocation(at(48.85341, 2.3488));
    render(<ReportBlock bakeryId={12} />);
    const no = screen.getByRole('button', { name: 'Non, plus de pain' });
    no.focus();
    // A native button turns Enter and Space into a click; jsdom does not, so the click stands for it.
    fireEvent.keyDown(no, { key: 'Enter' });
    fireEvent.click(no);
    await waitFor(() => expect(no.getAttribute('aria-busy')).toBe('true'));
    expect(document.activeElement).toBe(no);
    expect(no.hasAttribute('disabled')).toBe(false);
    await waitFor(() => expect(screen.getByRole('status').textContent).toBe(REPORT_MESSAGES.thanks));
    expect(document.activeElement).toBe(no);
  });
});
