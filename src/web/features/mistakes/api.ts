import { mistakesResponseSchema, type MistakesResponse } from '../../../contracts/mistakes';
import { api } from '../../lib/api-client';

export const MISTAKES_QUERY_KEY = ['mistakes'] as const;

/** The learner's mistakes by kind over the last four weeks, most frequent first. */
export function fetchMistakes(): Promise<MistakesResponse> {
  return api('/api/mistakes', {}, mistakesResponseSchema);
}
