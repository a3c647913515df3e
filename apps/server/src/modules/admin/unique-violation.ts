// A write refused by a unique index (PostgreSQL 23505), told apart from every other failure so the
// service can answer 409 on the field in conflict; the transaction has rolled back by then.
export function isUniqueViolation(error: unknown, constraint: string): boolean {
  let current: unknown = error;
  for (let depth = 0; depth < 4 && current && typeof current === 'object'; depth += 1) {
    const candidate = current as { code?: unknown; constraint?: unknown; message?: unknown };
    if (candidate.code === '23505') {
      // PGlite does not always name the constraint; its message does.
      return candidate.constraint === undefined || candidate.constraint === constraint || String(candidate.message).includes(constraint);
    }
    current = (current as { cause?: unknown }).cause;
  }
  return false;
}
