// The simulated provider's checkout page, `/paiement/simulation/{sessionId}` (docs/payments.md,
// "Production"). The simulated provider sends the browser there, the web app routes it, and the
// server answers it with 404 when the provider is Stripe (apps/server/src/app.ts gives
// plugins/spa.ts its absent pages): all of them read the address here.

const PREFIX = '/paiement/simulation/';

/** The route pattern of the simulated checkout page (React Router). */
export const PAYMENT_SIMULATION_ROUTE = `${PREFIX}:sessionId`;

/** The simulated checkout page of session `sessionId`. */
export function paymentSimulationPath(sessionId: string): string {
  return `${PREFIX}${encodeURIComponent(sessionId)}`;
}

/** Whether a request URL (path, optional query) is a simulated checkout page. */
export function isPaymentSimulationPath(url: string): boolean {
  const pathname = url.split(/[?#]/)[0] ?? '';
  return pathname.startsWith(PREFIX);
}
