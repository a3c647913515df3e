import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import * as shared from './index.js';

describe('@fournil/shared', () => {
  it('exposes the product constants of the spec', () => {
    expect(shared.PRODUCT_NAME).toBe('Fournil');
    expect(shared.DEFAULT_CENTER).toEqual({ lng: 2.3488, lat: 48.8534 });
    expect(shared.RADIUS_TOGGLE_KM).toEqual([2, 10]);
    expect(shared.DIRECTIONS_MODES.map((mode) => mode.label)).toEqual(['Voiture', 'Piéton', 'Vélo']);
    expect(shared.LOGO_MAX_BYTES).toBe(1_048_576);
  });

  // The server generates its OpenAPI document from these schemas: none may be unrepresentable.
  it('turns every exported schema into JSON Schema, for requests and responses', () => {
    const schemas = Object.entries(shared).filter(([name, value]) => name.startsWith('Z') && value instanceof z.ZodType);
    expect(schemas.length).toBeGreaterThan(20);
    for (const [, schema] of schemas) {
      for (const io of ['input', 'output'] as const) {
        expect(() => z.toJSONSchema(schema as z.ZodType, { io })).not.toThrow();
      }
    }
  });
});
