import { PASSWORD_MAX_LENGTH, PASSWORD_MIN_LENGTH } from '@fournil/shared';

/** Input props of a field where a new password is chosen (registration, reset, the profile's change). */
export const NEW_PASSWORD_INPUT = {
  type: 'password',
  autoComplete: 'new-password',
  required: true,
  minLength: PASSWORD_MIN_LENGTH,
  maxLength: PASSWORD_MAX_LENGTH,
} as const;
