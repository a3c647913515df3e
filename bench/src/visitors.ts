// The load comes from many visitors, as a real morning peak does, not from one address: each
// request (and each live socket) carries an `X-Forwarded-For` from a pool of 2^20 addresses, which
// the server reads because the bench starts it behind a trusted proxy (TRUST_PROXY=127.0.0.1). The
// production abuse limits (docs/sessions-and-limits.md) then apply unchanged, per address, as they
// would in production; production refuses RATE_LIMIT_FACTOR, so the bench cannot turn them off.

const POOL = 1 << 20;
let next = 0;

/** Visitor `index`'s address, 10.x.y.z, in the pool. */
export function visitorAddress(index: number): string {
  const slot = index % POOL;
  return `10.${(slot >> 16) & 255}.${(slot >> 8) & 255}.${slot & 255}`;
}

/** The next visitor's address, cycling through the pool. */
export function nextVisitorAddress(): string {
  return visitorAddress(next++);
}

/** Headers of one visitor's request. */
export function visitorHeaders(): Record<string, string> {
  return { 'x-forwarded-for': nextVisitorAddress() };
}
