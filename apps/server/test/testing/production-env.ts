// The least a production start needs (config/production-rules.ts refuses anything less: docs/production.md).
export const PRODUCTION_ENV = {
  NODE_ENV: 'production',
  APP_URL: 'https://fournil.example',
  JWT_SECRET: 'Pr0d-9fKx2LmQ7vTz4NbW8cYs1HgR6jDe',
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
  // The operator and host the legal pages name (docs/content.md, "Legal pages").
  LEGAL_PUBLISHER_FORM: 'SAS au capital de 10 000 €',
  LEGAL_PUBLISHER_PHONE: '01 23 45 67 89',
  LEGAL_CONTACT_EMAIL: 'contact@fournil.example',
  LEGAL_PUBLICATION_DIRECTOR: 'Marie Dupain',
  LEGAL_HOST_NAME: 'Hébergeur Exemple SAS',
  LEGAL_HOST_ADDRESS: '2 rue des Serveurs, 59100 Roubaix',
  LEGAL_HOST_PHONE: '03 20 00 00 00',
  PAYMENTS_PROVIDER: 'stripe',
  STRIPE_SECRET_KEY: 'sk_test_production_env',
  STRIPE_WEBHOOK_SECRET: 'whsec_production_env',
  // Web Push alerts (docs/alerts.md): a key pair made for these tests only.
  VAPID_PUBLIC_KEY: 'BJU0dO4zjC838NO9wBtxAPTRhxb3WHp1OGP51wvRRSXq0NXuPrpyxDTMrcf-AqSdEqh_Y5DxlBWRLXips8jYOJE',
  VAPID_PRIVATE_KEY: 'lY-mnvn3ifW29jGpK_CO3HDrFGoKGIcjlP7jjEpoeL0',
  VAPID_SUBJECT: 'mailto:contact@fournil.example',
  // Nothing listens there either: these tests never reach Stripe (production asks for https://).
  STRIPE_API_URL: 'https://127.0.0.1:1',
} as const satisfies Record<string, string>;
