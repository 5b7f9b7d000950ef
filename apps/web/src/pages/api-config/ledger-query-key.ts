export const ledgerQueryKey = ['credits', 'ledger'] as const;
