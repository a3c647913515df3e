// Outgoing HTTP for third-party adapters: a hard time-out, our User-Agent, JSON bodies read up to a
// byte cap. Any transport failure (refused, reset, time-out, body too large) becomes a
// ProviderUnavailableError so the caller can fall back.
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

export type GetJsonOptions = {
  timeoutMs: number;
  /** The body is read as a stream and abandoned past this many bytes (docs/reliability.md). */
  maxBytes: number;
  /** Sent besides our User-Agent and `Accept: application/json` (e.g. an API key). */
  headers?: Record<string, string>;
  fetch?: typeof fetch;
};

/** GET `url`; the body is parsed as JSON when it is JSON, else `null` (e.g. an HTML 429 page). */
export async function getJson(provider: string, url: string, options: GetJsonOptions): Promise<JsonResponse> {
  const { timeoutMs } = options;
  const doFetch = options.fetch ?? fetch;
  let response: Response;
  try {
    response = await doFetch(url, {
      headers: { 'User-Agent': USER_AGENT, Accept: 'application/json', ...options.headers },
      signal: AbortSignal.timeout(timeoutMs),
    });
  } catch (error) {
    throw new ProviderUnavailableError(provider, isTimeout(error) ? `no answer within ${timeoutMs} ms` : describe(error));
  }
  const text = await readCappedText(provider, response, options.maxBytes, timeoutMs);
  try {
    return { status: response.status, body: JSON.parse(text) as unknown };
  } catch {
    return { status: response.status, body: null };
  }
}

/**
 * The body as UTF-8 text, or ProviderUnavailableError past `maxBytes`: a declared Content-Length
 * over the cap is refused before reading, and a chunked body is cut as soon as it crosses it.
 */
async function readCappedText(provider: string, response: Response, maxBytes: number, timeoutMs: number): Promise<string> {
  const declared = Number(response.headers.get('content-length') ?? Number.NaN);
  if (Number.isFinite(declared) && declared > maxBytes) {
    discard(response.body);
    throw new ProviderUnavailableError(provider, `body of ${declared} bytes over the ${maxBytes}-byte cap`);
  }
  if (!response.body) return '';
  const reader = response.body.getReader();
  const chunks: Uint8Array[] = [];
  let total = 0;
  try {
    for (;;) {
      const { done, value } = await reader.read();
      if (done) break;
      total += value.byteLength;
      if (total > maxBytes) {
        discard(reader);
        throw new ProviderUnavailableError(provider, `body over the ${maxBytes}-byte cap`);
      }
      chunks.push(value);
    }
  } catch (error) {
    if (error instanceof ProviderUnavailableError) throw error;
    const reason = isTimeout(error) ? `body not read within ${timeoutMs} ms` : `body not read: ${describe(error)}`;
    throw new ProviderUnavailableError(provider, reason);
  }
  return Buffer.concat(chunks, total).toString('utf8');
}

/** Stops reading and closes the connection; a failure to cancel changes nothing for the caller. */
function discard(stream: { cancel(): Promise<void> } | null): void {
  stream?.cancel().catch(() => {});
}

function isTimeout(error: unknown): boolean {
  return error instanceof Error && error.name === 'TimeoutError';
}

function describe(error: unknown): string {
  if (!(error instanceof Error)) return String(error);
  const cause = (error as { cause?: { code?: string; message?: string } }).cause;
  return cause?.code ?? cause?.message ?? error.message;
}
