import { sql, type SQL } from 'drizzle-orm';

/**
 * A learner's due count at `at` (product.md#dashboard-figures), without reading every due card: the counters
 * row holds the cards due at its `due_at` (kept by the vocabulary trigger, ADR 0012), and the
 * (user, due) index gives the cards between `due_at` and `at`, in either direction.
 */
export function dueCount(userId: SQL | SQL.Aliased | unknown, at: unknown): SQL<number> {
  return sql<number>`(select coalesce(c.due, 0) + coalesce((
      select count(*) filter (where v.next_review_due > w.since) - count(*) filter (where v.next_review_due <= w.since)
      from vocabulary v
      where v.user_id = ${userId}
        and v.next_review_due > least(w.since, ${at}::timestamptz)
        and v.next_review_due <= greatest(w.since, ${at}::timestamptz)), 0)::int
    from (select 1) as one
    left join vocabulary_counters c on c.user_id = ${userId}
    cross join lateral (select coalesce(c.due_at, '-infinity'::timestamptz) as since) as w)`;
}
