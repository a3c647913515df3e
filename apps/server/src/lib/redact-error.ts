// The log's error serializer: pino's shape (type, message, stack, own fields, causes folded into
// message and stack) without the values a failed query carried. Drizzle writes a query's parameters
// into its error message (`params: …`) and onto the error (`params`); PostgreSQL's `detail` repeats
// the offending values (`Key (email)=(lea@example.fr) already exists.`). Those can be e-mail
// addresses, password hashes or token hashes: they never reach the log.

const MAX_CAUSES = 8;
const HIDDEN_PARAMS = '[paramètres masqués]';

type ErrorLike = Error & { params?: unknown; code?: unknown; cause?: unknown };

const isSqlState = (code: unknown) => typeof code === 'string' && /^[0-9A-Z]{5}$/.test(code);

function causesOf(error: ErrorLike): ErrorLike[] {
  const chain: ErrorLike[] = [error];
  let current: unknown = error.cause;
  while (current instanceof Error && chain.length < MAX_CAUSES && !chain.includes(current)) {
    chain.push(current);
    current = (current as ErrorLike).cause;
  }
  return chain;
}

/**
 * Removes every `params: …` text a Drizzle error of the chain put into a message or stack, and the
 * quoted input a PostgreSQL data exception (class 22) repeats (`invalid input syntax for type
 * integer: "…"`).
 */
function scrub(text: string, chain: ErrorLike[]): string {
  let result = text;
  for (const error of chain) {
    if (isSqlState(error.code) && String(error.code).startsWith('22') && error.message.includes('"')) {
      result = result.split(error.message).join(error.message.replace(/"[^"]*"/g, '"[valeur masquée]"'));
    }
    if (error.params === undefined) continue;
    const written = `\nparams: ${String(error.params)}`;
    if (written !== '\nparams: ') result = result.split(written).join(`\nparams: ${HIDDEN_PARAMS}`);
  }
  return result;
}

export type SerializedError = { [key: string]: unknown; type: string; message: string; stack: string };

export function serializeError(value: unknown): SerializedError {
  if (!(value instanceof Error)) return { type: typeof value, message: String(value), stack: '' };
  const error = value as ErrorLike;
  const chain = causesOf(error);
  const message = chain.map((item) => item.message).join(': ');
  const stack = chain.map((item, index) => (index === 0 ? (item.stack ?? '') : `caused by: ${item.stack ?? item.message}`)).join('\n');
  const serialized: SerializedError = {
    type: error.constructor?.name ?? error.name,
    message: scrub(message, chain),
    stack: scrub(stack, chain),
  };
  for (const [key, field] of Object.entries(error)) {
    if (key === 'cause' || key === 'params' || key in serialized) continue;
    if (key === 'detail' && isSqlState(error.code)) continue;
    serialized[key] = field instanceof Error ? serializeError(field) : field;
  }
  // The SQLSTATE of a wrapped database error tells what went wrong without any value.
  const sqlState = chain.map((item) => item.code).find(isSqlState);
  if (sqlState && serialized.code === undefined) serialized.code = sqlState;
  return serialized;
}
