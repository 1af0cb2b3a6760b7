import {
  useInfiniteQuery,
  useMutation,
  useQuery,
  useQueryClient,
  type InfiniteData,
} from '@tanstack/react-query';
import type { ModeratedKind } from '../../../shared/moderation';
import type { AuditPage } from '../../../shared/schemas/audit';
import type {
  AdminWaiting,
  Decision,
  ModerationItem,
  Suspension,
} from '../../../shared/schemas/moderation';
import type { DirectoryPage, UserRecord, UserSearch } from '../../../shared/schemas/user-record';
import { apiRequest } from '../../api/http';

export const consoleKeys = {
  all: ['console'] as const,
  queue: () => [...consoleKeys.all, 'queue'] as const,
  /** The admin menu's counts: a decision refreshes them with the rest of the console. */
  waiting: () => [...consoleKeys.all, 'waiting'] as const,
  users: (search: UserSearch) => [...consoleKeys.all, 'users', search] as const,
  record: (id: string) => [...consoleKeys.all, 'record', id] as const,
  audit: (filters: object) => [...consoleKeys.all, 'audit', filters] as const,
};

/** A query string of the filters that are set. */
export const queryOf = (filters: Record<string, string | undefined>) => {
  const params = new URLSearchParams();
  for (const [key, value] of Object.entries(filters)) if (value) params.set(key, value);
  const text = params.toString();
  return text ? `?${text}` : '';
};

/** Everything reported and not yet decided, oldest first. */
export const useModerationQueue = () =>
  useQuery({
    queryKey: consoleKeys.queue(),
    queryFn: () => apiRequest<ModerationItem[]>('/api/admin/moderation'),
    select: (items) => items.map((item) => ({ ...item, key: `${item.kind}-${item.id}` })),
  });

const NOTHING_WAITING: AdminWaiting = { moderation: 0, inbox: 0 };

/**
 * What waits for the admins, for the menu's badges: items in the moderation queue, and contact
 * messages nobody has opened. Asked only for an admin.
 */
export function useAdminWaiting(admin: boolean): AdminWaiting {
  const waiting = useQuery({
    queryKey: consoleKeys.waiting(),
    queryFn: () => apiRequest<AdminWaiting>('/api/admin/waiting'),
    enabled: admin,
  });
  return waiting.data ?? NOTHING_WAITING;
}

/** An admin's decision on one item; the queue, the records and the log change with it. */
export function useDecide(onDecided: () => void) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ kind, id, decision }: { kind: ModeratedKind; id: string; decision: Decision }) =>
      apiRequest(`/api/admin/moderation/${kind}/${id}/decision`, { body: decision }),
    onSuccess: () => {
      onDecided();
      void queryClient.invalidateQueries({ queryKey: consoleKeys.all });
    },
  });
}

/** The admins' search of users, a page at a time. */
export const useUserSearch = (search: UserSearch) =>
  useInfiniteQuery({
    queryKey: consoleKeys.users(search),
    queryFn: ({ pageParam }) =>
      apiRequest<DirectoryPage>(
        `/api/admin/users/search${queryOf({ ...search, cursor: pageParam ?? undefined })}`,
      ),
    initialPageParam: null as string | null,
    getNextPageParam: (page) => page.next,
  });

export const useUserRecord = (id: string) =>
  useQuery({
    queryKey: consoleKeys.record(id),
    queryFn: () => apiRequest<UserRecord>(`/api/admin/users/${id}/record`),
  });

export function useSuspend(id: string, onDone: () => void) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (suspension: Suspension | null) =>
      suspension
        ? apiRequest(`/api/admin/users/${id}/suspension`, { body: suspension })
        : apiRequest(`/api/admin/users/${id}/suspension`, { method: 'DELETE' }),
    onSuccess: () => {
      onDone();
      void queryClient.invalidateQueries({ queryKey: consoleKeys.all });
    },
  });
}

/** The audit log with its filters, newest first, a page at a time. */
export const useAuditLog = (filters: { action?: string; target?: string; actor?: string }) =>
  useInfiniteQuery({
    queryKey: consoleKeys.audit(filters),
    queryFn: ({ pageParam }) =>
      apiRequest<AuditPage>(
        `/api/admin/audit${queryOf({ ...filters, cursor: pageParam ?? undefined })}`,
      ),
    initialPageParam: null as string | null,
    getNextPageParam: (page) => page.next,
  });

/** The items of every page loaded so far. */
export const allItems = <T>(data: InfiniteData<{ items: T[] }> | undefined) =>
  data?.pages.flatMap((page) => page.items) ?? [];
