import { describe, expect, it } from 'vitest';
import { PAYMENT_SIMULATION_ROUTE, isPaymentSimulationPath, paymentSimulationPath } from './payment-simulation.js';

describe('the simulated checkout page address', () => {
  it('builds the page of a session, its id escaped', () => {
    expect(paymentSimulationPath('sim_abc')).toBe('/paiement/simulation/sim_abc');
    expect(paymentSimulationPath('a/b')).toBe('/paiement/simulation/a%2Fb');
    expect(PAYMENT_SIMULATION_ROUTE).toBe('/paiement/simulation/:sessionId');
  });

  it('recognises the page with or without a query, and nothing else', () => {
    expect(isPaymentSimulationPath('/paiement/simulation/sim_abc')).toBe(true);
    expect(isPaymentSimulationPath('/paiement/simulation/sim_abc/?x=1')).toBe(true);
    expect(isPaymentSimulationPath('/paiement/success?session_id=sim_abc')).toBe(false);
    expect(isPaymentSimulationPath('/paiement/simulation')).toBe(false);
    expect(isPaymentSimulationPath('/boulangerie/paiement/simulation/1')).toBe(false);
  });
});
