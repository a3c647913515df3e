// The whole data model, one file per domain (the API's field names follow the product's, so rows map
// to answers unchanged). Integrity lives in the tables: foreign keys, CHECKs, partial unique indexes.
// Migrations are generated from this index (drizzle.config.ts); the rule on change triggers for the
// tables behind the nearby cards is written in docs/nearby-search.md.
export * from './auth.js';
export * from './bakeries.js';
export * from './advertising.js';
export * from './payments.js';
export * from './invoices.js';
export * from './content.js';
export * from './audit.js';
export * from './mail.js';
export * from './two-factor.js';
export * from './alerts.js';
export * from './visitor-reports.js';
export * from './claims.js';
export * from './refunds.js';
