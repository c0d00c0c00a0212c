/**
 * Which tutor the learner meets: the built-in practice tutor or an AI tutor. The server decides
 * (its configuration, and whether the AI tutor is kept for subscribers) and says so in
 * `GET /api/realtime/status`; every screen that names the tutor asks the same query.
 */
import { useQuery } from '@tanstack/react-query';
import { realtimeStatusSchema, type RealtimeStatus } from '../../contracts/realtime';
import { api } from './api-client';

/** `unknown` while the server has not answered: texts then say "your tutor", never a guess. */
export type TutorKind = 'practice' | 'ai' | 'unknown';

export const realtimeStatusKey = ['realtime-status'] as const;

export function fetchRealtimeStatus(): Promise<RealtimeStatus> {
  return api('/api/realtime/status', {}, realtimeStatusSchema);
}

/** The built-in tutor runs as `local`; the realtime model and the pipeline are AI tutors. */
export function tutorKindOf(status: Pick<RealtimeStatus, 'upstream'> | undefined): TutorKind {
  if (!status) return 'unknown';
  return status.upstream === 'local' ? 'practice' : 'ai';
}

/** The status query, shared with /chat (one health check serves both for half a minute). */
export function useRealtimeStatus() {
  return useQuery({
    queryKey: realtimeStatusKey,
    queryFn: fetchRealtimeStatus,
    staleTime: 30_000,
    retry: 1,
  });
}

/** The i18next context of texts that name the tutor (`…_practice`, `…_ai`); none while unknown. */
export function tutorContext(kind: TutorKind): 'practice' | 'ai' | undefined {
  return kind === 'unknown' ? undefined : kind;
}

export function useTutorKind(): TutorKind {
  return tutorKindOf(useRealtimeStatus().data);
}
