// The server's configuration: the environment schema (env-schema.ts), its loading (load-config.ts),
// what production refuses (production-rules.ts) and who invoices and legal pages name (legal-identity.ts).
export { ConfigError } from './config-error.js';
export { DEFAULT_PASSWORD_HASH_CONCURRENCY } from './env-schema.js';
export type { S3Settings } from './storage-settings.js';
export { loadConfig, type Config } from './load-config.js';
export { DEMO_LEGAL, DEMO_SELLER } from './legal-identity.js';
export { isLoopbackHost } from './production-rules.js';
export { isDiverseSecret, isStartTlsRequired } from './env-values.js';
export { fastifyTrustProxy } from './trust-proxy.js';
