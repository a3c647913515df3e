// The load comes from many visitors, as a real morning peak does, not from one address: each
// request (and each live socket) carries an `X-Forwarded-For` from a pool of 2^20 addresses, which
// the server reads because the bench starts it behind a trusted proxy (TRUST_PROXY=127.0.0.1). The
// production abuse limits (docs/sessions-and-limits.md) then apply unchanged, per address, as they
// would in production; production refuses RATE_LIMIT_FACTOR, so the bench cannot turn them off.

const POOL = 1 << 20;
let next = 0;

/** The next visitor's address, 10.x.y.z, cycling through the pool. */
export function nextVisitorAddress(): string {
  const index = next++ % POOL;
  return `10.${(index >> 16) & 255}.${(index >> 8) & 255}.${index & 255}`;
}

/** Headers of one visitor's request. */
export function visitorHeaders(): Record<string, string> {
  return { 'x-forwarded-for': nextVisitorAddress() };
}
