// Reading a multipart body as a stream (request.parts()) fails in two ways the client causes:
// - the parser's own errors (busboy: "Unexpected end of multipart data", "Malformed part header"…)
//   are plain Errors without a code, i.e. a 500 for the global error handler;
// - a large part without a Content-Disposition header is skipped by @fastify/busboy 3.2.6 without
//   its bytes being drained: the body stops flowing and the form never ends, so the request would
//   wait until its socket times out (found by the generated bad input: docs/reliability.md,
//   "Generated bad input").
// readMultipartForm turns both into a 400 « Formulaire multipart invalide. »: the second one as a
// body that has not moved for FORM_IDLE_MS while the form is still being read.
import type { FastifyRequest } from 'fastify';
import { AppError } from './errors.js';

export const BROKEN_FORM = 'Formulaire multipart invalide.';
/** A form whose body has not moved for this long is stuck (or its client is): a slow phone still sends every second. */
export const FORM_IDLE_MS = 10_000;

/** Keeps our errors and Fastify's coded ones (mapped by the error handler); a parser error is a 400. */
function multipartReadError(error: unknown): unknown {
  if (error instanceof AppError) return error;
  if (error instanceof Error && typeof (error as { code?: unknown }).code === 'string') return error;
  return new AppError('bad_request', BROKEN_FORM);
}

/** Runs `read` (the loop over request.parts()) with both failures above answered as a broken form. */
export async function readMultipartForm<T>(request: FastifyRequest, read: () => Promise<T>): Promise<T> {
  const body = request.raw;
  // The parser is attached first: the listener below only watches bytes that already flow to it.
  const reading = read();
  // A stuck parser may still fail later, after the answer: nobody waits for it then.
  reading.catch(() => {});
  let timer: NodeJS.Timeout | undefined;
  let onData: (() => void) | undefined;
  const stalled = new Promise<never>((_resolve, reject) => {
    onData = () => {
      clearTimeout(timer);
      timer = setTimeout(() => reject(new AppError('bad_request', BROKEN_FORM)), FORM_IDLE_MS);
    };
    onData();
    body.on('data', onData);
  });
  try {
    return await Promise.race([reading, stalled]);
  } catch (error) {
    throw multipartReadError(error);
  } finally {
    clearTimeout(timer);
    if (onData) body.off('data', onData);
  }
}
