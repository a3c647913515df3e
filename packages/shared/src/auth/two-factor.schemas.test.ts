import { describe, expect, it } from 'vitest';
import {
  TWO_FACTOR_MESSAGES,
  ZTwoFactorCodeForm,
  ZTwoFactorLoginRequest,
  ZTwoFactorRecoveryForm,
  readCurrentProof,
} from './two-factor.schemas.js';

const messages = (result: { success: boolean; error?: { issues: { message: string }[] } }) =>
  result.error?.issues.map((issue) => issue.message) ?? [];

describe('the codes of two-step verification', () => {
  it('reads an app code typed with spaces, and refuses anything but six digits', () => {
    expect(ZTwoFactorCodeForm.parse({ code: ' 123 456 ' })).toEqual({ code: '123456' });
    expect(messages(ZTwoFactorCodeForm.safeParse({ code: '12345' }))).toEqual([TWO_FACTOR_MESSAGES.codeFormat]);
    expect(messages(ZTwoFactorCodeForm.safeParse({ code: '12345a' }))).toEqual([TWO_FACTOR_MESSAGES.codeFormat]);
  });

  it('reads a recovery code in any case, with or without its dash', () => {
    for (const typed of ['abcde-23456', 'ABCDE23456', ' abcde 23456 ', 'Abcde-23456']) {
      expect(ZTwoFactorRecoveryForm.parse({ recovery_code: typed })).toEqual({ recovery_code: 'abcde-23456' });
    }
    expect(messages(ZTwoFactorRecoveryForm.safeParse({ recovery_code: 'abcd-2345' }))).toEqual([TWO_FACTOR_MESSAGES.recoveryFormat]);
  });

  it('wants exactly one of the two at login', () => {
    expect(ZTwoFactorLoginRequest.safeParse({ two_factor_token: 't', code: '123456' }).success).toBe(true);
    expect(ZTwoFactorLoginRequest.safeParse({ two_factor_token: 't', recovery_code: 'abcde-23456' }).success).toBe(true);
    expect(messages(ZTwoFactorLoginRequest.safeParse({ two_factor_token: 't' }))).toEqual([TWO_FACTOR_MESSAGES.codeOrRecovery]);
    expect(messages(ZTwoFactorLoginRequest.safeParse({ two_factor_token: 't', code: '123456', recovery_code: 'abcde-23456' }))).toEqual([
      TWO_FACTOR_MESSAGES.codeOrRecovery,
    ]);
  });
});

describe('readCurrentProof', () => {
  it('reads six digits as the app’s code and anything shaped like a recovery code as one', () => {
    expect(readCurrentProof(' 123 456 ')).toEqual({ code: '123456' });
    expect(readCurrentProof('ABCDE12345')).toEqual({ recovery_code: 'abcde-12345' });
    expect(readCurrentProof('12345')).toBeNull();
    expect(readCurrentProof('pas un code')).toBeNull();
  });
});
