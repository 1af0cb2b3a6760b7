import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type {
  HeldPayment,
  PayoutInput,
  SellerBalance,
  SellerLedger,
} from '../../../shared/schemas/payouts';
import { apiRequest } from '../../api/http';

export const payoutKeys = {
  all: ['payouts'] as const,
  mine: () => [...payoutKeys.all, 'mine'] as const,
  sellers: () => [...payoutKeys.all, 'sellers'] as const,
  held: () => [...payoutKeys.all, 'held'] as const,
};

/** The signed-in seller's account, asked once for both its figures and its lines. */
const myLedger = queryOptions({
  queryKey: payoutKeys.mine(),
  queryFn: () => apiRequest<SellerLedger>('/api/me/payouts'),
});

/** The signed-in seller's account: owed, held, paid out, and every line. */
export const useMyPayouts = () => useQuery(myLedger);

/** The lines of that account, newest first (the same answer, read once). */
export const useMyPayoutLines = () => useQuery({ ...myLedger, select: (ledger) => ledger.entries });

/** Every seller paid for a book online, most owed first (the admins'). */
export const useSellerBalances = () =>
  useQuery({
    queryKey: payoutKeys.sellers(),
    queryFn: () => apiRequest<SellerBalance[]>('/api/admin/payouts'),
    // A row of the table is one seller.
    select: (rows) => rows.map((row) => ({ ...row, id: row.sellerId })),
  });

export function useRecordPayout(onRecorded: () => void) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: PayoutInput) =>
      apiRequest<{ id: string; balance: number }>('/api/admin/payouts', { body: input }),
    onSuccess: () => {
      onRecorded();
      void queryClient.invalidateQueries({ queryKey: payoutKeys.all });
    },
  });
}

/** Gateway payments held for review (the admins'). */
export const useHeldPayments = () =>
  useQuery({
    queryKey: payoutKeys.held(),
    queryFn: () => apiRequest<HeldPayment[]>('/api/admin/gateway-reviews'),
    select: (rows) => rows.map((row) => ({ ...row, id: row.tranId })),
  });

/** Releases a held payment (the sale is recorded) or refunds it through the gateway. */
export function useDecideHeld(onDecided: (decision: 'release' | 'refund') => void) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ tranId, decision }: { tranId: string; decision: 'release' | 'refund' }) =>
      apiRequest(`/api/admin/gateway-reviews/${tranId}`, { body: { decision } }),
    onSuccess: (_, { decision }) => {
      onDecided(decision);
      void queryClient.invalidateQueries({ queryKey: payoutKeys.all });
    },
  });
}
