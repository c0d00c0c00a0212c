import { useQuery, useQueryClient } from '@tanstack/react-query';
import { SESSION_API_PATH } from '../../contracts/first-pages';
import { sessionResponseSchema, type UserDocument } from '../../contracts/user';
import { api, ApiError, NetworkError } from './api-client';
import { cacheUser, readCachedUser } from './offline/cache';
import { clearReviewQueue } from './offline/review-queue';
import { clearPerUserStorage } from './storage-keys';

export const SESSION_QUERY_KEY = ['me'] as const;

/** The signed-in learner's document, or null for a visitor. */
export async function fetchMe(): Promise<UserDocument | null> {
  try {
    // /api/session answers a visitor with `{ user: null }`, not a 401 logged in the console.
    const { user } = await api(SESSION_API_PATH, {}, sessionResponseSchema);
    if (user) cacheUser(user);
    return user;
  } catch (error) {
    if (error instanceof ApiError && error.status === 401) return null;
    // Offline: the learner who used this browser last stays signed in on cached data.
    const cached = error instanceof NetworkError ? readCachedUser() : null;
    if (cached) {
      const { dashboard: _dashboard, ...user } = cached;
      return user;
    }
    throw error;
  }
}

export function useSession() {
  const query = useQuery({ queryKey: SESSION_QUERY_KEY, queryFn: fetchMe, staleTime: 60_000 });
  return { user: query.data ?? null, isLoading: query.isPending, error: query.error, refetch: query.refetch };
}

/** product.md#register: signing out clears the user; the caller decides where to go next. */
export function useSignOut() {
  const client = useQueryClient();
  return async () => {
    await api('/api/auth/sign-out', { method: 'POST', body: {} }).catch(() => undefined);
    client.clear();
    client.setQueryData(SESSION_QUERY_KEY, null);
    // A shared browser must not hand the last learner's answers, progress or queues to the next.
    clearPerUserStorage();
    await clearReviewQueue().catch(() => undefined);
  };
}
