import { REPORT_MESSAGES, type TReportType } from '@fournil/shared';
import { useRef, useState } from 'react';
import { getCurrentPosition } from '@/lib/geolocation';
import { sendReport } from '../api/send-report';
import { reportErrorMessage } from '../lib/report-messages';

export type TReportNotice = { text: string; tone: 'success' | 'error' };

/**
 * One tap of « Il reste du pain ? » (docs/visitor-reports.md, "The screens"): one fix of the browser's
 * position (high accuracy, 10 s time-out, no cached fix: GEOLOCATION_OPTIONS), then the POST; the
 * French sentence of how it went. A tap while one is on its way does nothing: one report per tap.
 */
export function useSendReport(bakeryId: number, onSent?: () => void) {
  const [busyType, setBusyType] = useState<TReportType | null>(null);
  const [notice, setNotice] = useState<TReportNotice | null>(null);
  // A ref, not the state: two taps in the same frame both see the state of before the first.
  const inFlight = useRef(false);

  async function send(type: TReportType): Promise<void> {
    if (inFlight.current) return;
    inFlight.current = true;
    setBusyType(type);
    setNotice(null);
    try {
      const position = await getCurrentPosition();
      await sendReport(bakeryId, { type, latitude: position.lat, longitude: position.lng });
      setNotice({ text: REPORT_MESSAGES.thanks, tone: 'success' });
      onSent?.();
    } catch (error) {
      setNotice({ text: reportErrorMessage(error), tone: 'error' });
    } finally {
      inFlight.current = false;
      setBusyType(null);
    }
  }

  return { busyType, notice, send };
}
