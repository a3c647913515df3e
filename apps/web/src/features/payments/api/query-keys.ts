export const paymentKeys = {
  status: (endpoint: string, sessionId: string) => ['payments', 'status', endpoint, sessionId] as const,
  simulation: (sessionId: string) => ['payments', 'simulation', sessionId] as const,
};

/** After a payment: every cached read may have changed (access, paid months, payments), except the status just read. */
export const afterPayment = {
  predicate: (query: { queryKey: readonly unknown[] }) => !(query.queryKey[0] === 'payments' && query.queryKey[1] === 'status'),
};
