import { z } from 'zod';

/**
 * Switches zod's default error messages to French, for every schema without an explicit message.
 * Call it once at start-up, in the server and in the browser.
 * Not a React hook despite the name; `applyFrenchZodErrors` is the same function for
 * module top-level calls, where the react-hooks lint rule would flag a `use…` name.
 */
export function useFrenchZodErrors(): void {
  z.config(z.locales.fr());
}

export const applyFrenchZodErrors = useFrenchZodErrors;
