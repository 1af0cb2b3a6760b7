import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { PayoutInput, SellerBalance, SellerLedger } from '../../../shared/schemas/payouts';
import { apiRequest } from '../../api/http';

export const payoutKeys = {
  all: ['payouts'] as const,
  mine: () => [...payoutKeys.all, 'mine'] as const,
  sellers: () => [...payoutKeys.all, 'sellers'] as const,
};

/** The signed-in seller's account: owed, held, paid out, and every line. */
export const useMyPayouts = () =>
  useQuery({
    queryKey: payoutKeys.mine(),
    queryFn: () => apiRequest<SellerLedger>('/api/me/payouts'),
  });

/** The lines of that account, newest first (the same answer, read once). */
export const useMyPayoutLines = () =>
  useQuery({
    queryKey: payoutKeys.mine(),
    queryFn: () => apiRequest<SellerLedger>('/api/me/payouts'),
    select: (ledger) => ledger.entries,
  });

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
