import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { useFrenchZodErrors } from './zod-fr.js';

describe('useFrenchZodErrors', () => {
  it('turns zod default messages into French', () => {
    useFrenchZodErrors();
    const message = z.object({ nom: z.string() }).safeParse({}).error?.issues[0]?.message ?? '';
    expect(message).toMatch(/^Entrée invalide/);
  });
});
