// The least a production start needs (config.ts refuses anything less: docs/production.md).
export const PRODUCTION_ENV = {
  NODE_ENV: 'production',
  APP_URL: 'https://fournil.example',
  JWT_SECRET: 'production-secret-production-secret-42',
  // Nothing listens there: these tests send no mail.
  SMTP_URL: 'smtp://127.0.0.1:1',
  INSEE_API_KEY: 'cle-insee-de-test',
  CAPTCHA_TEST_MODE: '0',
  DEV_MAILBOX: '0',
  SEED_DEMO: '0',
  // The seller named on invoices (docs/invoices.md).
  SELLER_NAME: 'Fournil SAS',
  SELLER_ADDRESS: '10 rue du Pain, 75011 Paris',
  SELLER_SIREN: '900000001',
} as const satisfies Record<string, string>;
