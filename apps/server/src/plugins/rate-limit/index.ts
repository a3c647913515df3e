// The abuse limits: policies (the table and the keys), stores (memory, Redis, fallback), the 429,
// and the plugin that puts them on the app as `app.limits`.
export { RATE_LIMITS, addressKey, emailKey, normaliseEmail, type Limit, type LimitName, type RateLimitOverrides } from './policies.js';
export { RateLimitedError, TOO_MANY_ATTEMPTS, tooManyAttempts, withRetryAfter } from './refusal.js';
export { createMemoryStore, type CounterStore } from './stores.js';
export { registerRateLimits, type AccountLimiter } from './plugin.js';
