// Length limits of the fields people type. The shared schemas enforce them and the forms give them
// to their inputs (`maxLength`, `minLength`), so a limit is written once. This module stays free of
// zod: a screen that only needs a limit does not load the schemas.

export const EMAIL_MAX_LENGTH = 254;
export const PASSWORD_MAX_LENGTH = 128;
export const USERNAME_MIN_LENGTH = 3;
export const USERNAME_MAX_LENGTH = 150;
export const CAPTCHA_ANSWER_MAX_LENGTH = 50;

export const ADDRESS_MAX_LENGTH = 255;
export const POSTAL_CODE_MAX_LENGTH = 10;
export const COMMUNE_MAX_LENGTH = 100;
export const PHONE_MAX_LENGTH = 20;

export const CONTACT_NAME_MAX_LENGTH = 100;
export const CONTACT_SUBJECT_MAX_LENGTH = 200;
export const CONTACT_MESSAGE_MAX_LENGTH = 5000;

/** The start address of a route, or any address searched by `GET /api/geo/geocode/?q=`. */
export const GEOCODE_QUERY_MAX_LENGTH = 200;
