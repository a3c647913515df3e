// PostgreSQL errors are read in one place (lib/postgres-errors.ts): the driver's error may come
// wrapped by Drizzle in `.cause`, and PGlite does not always name the constraint.
import { describe, expect, it } from 'vitest';
import { isUniqueViolation, postgresErrorCode, uniqueViolationConstraint } from '../../src/lib/postgres-errors.js';

const wrapped = (cause: object) => Object.assign(new Error('Failed query: insert …'), { cause });
const unique = (fields: { constraint?: string; message?: string } = {}) => ({ code: '23505', message: 'duplicate key value', ...fields });

describe('postgresErrorCode', () => {
  it('reads the SQLSTATE on the error or up to three causes deep', () => {
    expect(postgresErrorCode({ code: '22P02' })).toBe('22P02');
    expect(postgresErrorCode(wrapped(wrapped({ code: '23503' })))).toBe('23503');
    expect(postgresErrorCode(wrapped(wrapped(wrapped(wrapped({ code: '23503' })))))).toBeUndefined();
  });

  it('answers nothing for an error without a SQLSTATE (a Node or Fastify code)', () => {
    expect(postgresErrorCode(Object.assign(new Error('x'), { code: 'ECONNRESET' }))).toBeUndefined();
    expect(postgresErrorCode(Object.assign(new Error('x'), { code: 'FST_ERR_VALIDATION' }))).toBeUndefined();
    expect(postgresErrorCode(null)).toBeUndefined();
  });
});

describe('unique violations', () => {
  it('names the constraint of a wrapped violation, or an empty name when the driver gives none', () => {
    expect(uniqueViolationConstraint(wrapped(unique({ constraint: 'users_username_key' })))).toBe('users_username_key');
    expect(uniqueViolationConstraint(wrapped(unique()))).toBe('');
    expect(uniqueViolationConstraint(wrapped({ code: '23503' }))).toBeUndefined();
  });

  it('tells a violation of one constraint from another, by name or by message', () => {
    expect(isUniqueViolation(wrapped(unique({ constraint: 'pages_slug_key' })), 'pages_slug_key')).toBe(true);
    expect(isUniqueViolation(wrapped(unique({ constraint: 'other_key' })), 'pages_slug_key')).toBe(false);
    expect(isUniqueViolation(wrapped(unique({ constraint: 'other_key', message: 'violates "pages_slug_key"' })), 'pages_slug_key')).toBe(
      true,
    );
    expect(isUniqueViolation(wrapped(unique()), 'pages_slug_key')).toBe(true);
  });

  it('without a constraint, answers whether any unique index refused the write', () => {
    expect(isUniqueViolation(wrapped(unique()))).toBe(true);
    expect(isUniqueViolation(wrapped({ code: '23514' }))).toBe(false);
    expect(isUniqueViolation(new Error('no database here'))).toBe(false);
  });
});
