// Outgoing HTTP for third-party adapters: a hard time-out, our User-Agent, JSON bodies. Any
// transport failure (refused, reset, time-out) becomes a ProviderUnavailableError so the caller
// can fall back.
export const USER_AGENT = 'Fournil/1.0';

export class ProviderUnavailableError extends Error {
  constructor(
    readonly provider: string,
    reason: string,
  ) {
    super(`${provider}: ${reason}`);
    this.name = 'ProviderUnavailableError';
  }
}

export type JsonResponse = { status: number; body: unknown };

/** GET `url`; the body is parsed as JSON when it is JSON, else `null` (e.g. an HTML 429 page). */
export async function getJson(provider: string, url: string, timeoutMs: number): Promise<JsonResponse> {
  let response: Response;
  try {
    response = await fetch(url, {
      headers: { 'User-Agent': USER_AGENT, Accept: 'application/json' },
      signal: AbortSignal.timeout(timeoutMs),
    });
  } catch (error) {
    const reason = error instanceof Error && error.name === 'TimeoutError' ? `no answer within ${timeoutMs} ms` : describe(error);
    throw new ProviderUnavailableError(provider, reason);
  }
  let text: string;
  try {
    text = await response.text();
  } catch (error) {
    throw new ProviderUnavailableError(provider, `body not read: ${describe(error)}`);
  }
  try {
    return { status: response.status, body: JSON.parse(text) as unknown };
  } catch {
    return { status: response.status, body: null };
  }
}

function describe(error: unknown): string {
  if (!(error instanceof Error)) return String(error);
  const cause = (error as { cause?: { code?: string; message?: string } }).cause;
  return cause?.code ?? cause?.message ?? error.message;
}
