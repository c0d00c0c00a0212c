import { useQuery } from '@tanstack/react-query';
import { checkoutResultSchema } from '../../../contracts/payments';
import { api } from '../../lib/api-client';

/** How long the page waits for the provider's completion event before settling on "pending". */
const POLL_MS = 1500;
const MAX_POLLS = 20;

/**
 * The server's word on the checkout named in the URL. The provider's webhook
 * may land a moment after the redirect, so an open session is asked about again for ~30 s.
 */
export function useCheckoutResult(sessionId: string | null, signedIn: boolean) {
  return useQuery({
    queryKey: ['checkout-result', sessionId],
    enabled: sessionId !== null && signedIn,
    queryFn: () =>
      api(`/api/payments/checkout-result/${encodeURIComponent(sessionId ?? '')}`, {}, checkoutResultSchema),
    refetchInterval: (query) =>
      query.state.data?.status === 'open' && query.state.dataUpdateCount < MAX_POLLS ? POLL_MS : false,
    retry: false,
  });
}
