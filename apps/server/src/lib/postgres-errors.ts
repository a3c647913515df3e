// PostgreSQL errors read in one place. A driver error (pg or PGlite), possibly wrapped by Drizzle in
// `.cause`, answers its SQLSTATE code and the constraint it names; every caller asks here.
type PgErrorFields = { code?: unknown; constraint?: unknown; message?: unknown; cause?: unknown };

/** How deep the `.cause` chain is followed (Drizzle wraps the driver's error once or twice). */
const MAX_DEPTH = 4;

export const PG_UNIQUE_VIOLATION = '23505';

/** The first error of the `.cause` chain that `matches`. */
function findInChain(error: unknown, matches: (candidate: PgErrorFields) => boolean): PgErrorFields | undefined {
  let current: unknown = error;
  for (let depth = 0; depth < MAX_DEPTH && current && typeof current === 'object'; depth += 1) {
    const candidate = current as PgErrorFields;
    if (matches(candidate)) return candidate;
    current = candidate.cause;
  }
  return undefined;
}

/** The SQLSTATE code (five digits or capitals) of a database error; undefined for any other error. */
export function postgresErrorCode(error: unknown): string | undefined {
  const found = findInChain(error, (candidate) => typeof candidate.code === 'string' && /^[0-9A-Z]{5}$/.test(candidate.code));
  return found?.code as string | undefined;
}

/** A write refused by a unique index: the constraint it names ('' when none is named); undefined for any other error. */
export function uniqueViolationConstraint(error: unknown): string | undefined {
  const violation = findInChain(error, (candidate) => candidate.code === PG_UNIQUE_VIOLATION);
  if (!violation) return undefined;
  return typeof violation.constraint === 'string' ? violation.constraint : '';
}

/**
 * A write refused by a unique index (by `constraint`, when given), told apart from every other
 * failure so a service can answer on the field in conflict; the transaction has rolled back by then.
 */
export function isUniqueViolation(error: unknown, constraint?: string): boolean {
  const violation = findInChain(error, (candidate) => candidate.code === PG_UNIQUE_VIOLATION);
  if (!violation) return false;
  if (constraint === undefined) return true;
  // PGlite does not always name the constraint; its message does.
  return violation.constraint === undefined || violation.constraint === constraint || String(violation.message).includes(constraint);
}
