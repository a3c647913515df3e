// Which database the API tests run on (TEST_DB) and where PostgreSQL's admin connection is.
export const isPostgresRun = process.env.TEST_DB === 'postgres';
export const adminUrl = process.env.TEST_DATABASE_ADMIN_URL ?? 'postgres://postgres@127.0.0.1:5432/test';
