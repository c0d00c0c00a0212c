/**
 * Mutations run even when the browser says it is offline: every screen handles a missing
 * connection itself (a review or conversation goes to the offline queue, a form shows the
 * catalogue's network text). TanStack Query's default would pause the mutation instead, leaving
 * its button "saving" until the connection returns.
 */
export const RUN_OFFLINE = { networkMode: 'always' } as const;
