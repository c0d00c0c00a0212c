-- A review moves its learner's counters in its own statement, without the counters trigger
-- (ADR 0012). Firing the row trigger, its learner lock and its count of newly due
-- cards were a third of a review's time in the database.
-- 1. `last_review_id`: the review statement is the only writer. The update trigger skips an
--    update that changes it; the statement adds the card's change to the counters row itself,
--    each counter as a difference from what it replaces (the card's old values are the ones its
--    guard matched; its old due date is read in the statement, and the guard requires the card
--    to still have it when the update locks the row, so a card moved meanwhile is not updated).
-- 2. A review does not move due_at: one statement has one snapshot, so it could not count the
--    cards that fell due since. It counts its card against due_at as it finds it: the counters
--    row is updated under its row lock, and PostgreSQL re-evaluates the new values on the latest
--    version of the row (EvalPlanQual), so a due_at another writer just moved is the one used.
-- 3. Every writer that counts cards (the triggers, below) now takes the counters row's lock
--    before its count, so its count's snapshot includes any review that moved the row first;
--    a review that comes after it finds its due_at. The learner lock stays: writers that count
--    take turns, and it covers a learner who has no counters row yet.
-- 4. `vocabulary_counters_rebuild`: counts a learner's row anew. The review statement calls it
--    only if it found no counters row to move (a learner's row is made with their first word).
ALTER TABLE "vocabulary" ADD COLUMN "last_review_id" uuid;
--> statement-breakpoint
CREATE OR REPLACE FUNCTION vocabulary_counters_claim(learner text, OUT ready boolean, OUT since timestamptz)
LANGUAGE plpgsql AS $$
BEGIN
  PERFORM pg_advisory_xact_lock(7007, hashtext(learner));
  SELECT c.due_at INTO since FROM vocabulary_counters AS c WHERE c.user_id = learner FOR UPDATE;
  IF FOUND THEN
    ready := true;
    RETURN;
  END IF;
  ready := EXISTS (SELECT 1 FROM auth_user WHERE id = learner);
  IF ready THEN
    INSERT INTO vocabulary_counters (user_id) VALUES (learner) ON CONFLICT (user_id) DO NOTHING;
  END IF;
  since := NULL;
END
$$;
--> statement-breakpoint
CREATE OR REPLACE FUNCTION vocabulary_counters_update_row() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  learner text := NEW.user_id;
  upto timestamptz := now();
BEGIN
  IF OLD.user_id IS DISTINCT FROM NEW.user_id THEN
    RAISE EXCEPTION 'a word stays with the learner who saved it';
  END IF;
  PERFORM pg_advisory_xact_lock(7007, hashtext(learner));
  -- The row lock before the count: a review holding it has committed when the UPDATE below reads.
  PERFORM 1 FROM vocabulary_counters AS c WHERE c.user_id = learner FOR UPDATE;
  FOR attempt IN 1..2 LOOP
    UPDATE vocabulary_counters AS c SET
      learning = c.learning + (NEW.status NOT IN ('mastered', 'needs_review'))::int
        - (OLD.status NOT IN ('mastered', 'needs_review'))::int,
      mastered = c.mastered + (NEW.status = 'mastered')::int - (OLD.status = 'mastered')::int,
      needs_review = c.needs_review + (NEW.status = 'needs_review')::int - (OLD.status = 'needs_review')::int,
      reviewed_words = c.reviewed_words + (NEW.times_reviewed > 0)::int - (OLD.times_reviewed > 0)::int,
      times_reviewed = c.times_reviewed + greatest(NEW.times_reviewed, 0) - greatest(OLD.times_reviewed, 0),
      correct_reviews = c.correct_reviews
        + CASE WHEN NEW.times_reviewed > 0 THEN NEW.correct_reviews ELSE 0 END
        - CASE WHEN OLD.times_reviewed > 0 THEN OLD.correct_reviews ELSE 0 END,
      -- The changed row against the old due_at, then every card that fell due since it.
      due = c.due + (NEW.next_review_due <= coalesce(c.due_at, '-infinity'))::int
        - (OLD.next_review_due <= coalesce(c.due_at, '-infinity'))::int
        + CASE WHEN c.due_at IS NULL OR c.due_at < upto THEN (
          SELECT count(*) FROM vocabulary AS v WHERE v.user_id = learner
            AND v.next_review_due > coalesce(c.due_at, '-infinity') AND v.next_review_due <= upto
        ) ELSE 0 END,
      due_at = greatest(c.due_at, upto)
    WHERE c.user_id = learner;
    EXIT WHEN FOUND;
    -- No counters row: made now, unless the learner is being deleted (then nothing to count).
    EXIT WHEN NOT (SELECT k.ready FROM vocabulary_counters_claim(learner) AS k);
  END LOOP;
  RETURN NULL;
END
$$;
--> statement-breakpoint
CREATE FUNCTION vocabulary_counters_rebuild(learner text) RETURNS void LANGUAGE plpgsql AS $$
BEGIN
  IF NOT (SELECT k.ready FROM vocabulary_counters_claim(learner) AS k) THEN
    RETURN;
  END IF;
  UPDATE vocabulary_counters AS c SET
    learning = s.learning, mastered = s.mastered, needs_review = s.needs_review, total = s.total,
    reviewed_words = s.reviewed_words, times_reviewed = s.times_reviewed,
    correct_reviews = s.correct_reviews, due = s.due, due_at = s.upto
  FROM (
    SELECT
      count(*) FILTER (WHERE v.status NOT IN ('mastered', 'needs_review')) AS learning,
      count(*) FILTER (WHERE v.status = 'mastered') AS mastered,
      count(*) FILTER (WHERE v.status = 'needs_review') AS needs_review,
      count(*) AS total,
      count(*) FILTER (WHERE v.times_reviewed > 0) AS reviewed_words,
      coalesce(sum(v.times_reviewed) FILTER (WHERE v.times_reviewed > 0), 0) AS times_reviewed,
      coalesce(sum(v.correct_reviews) FILTER (WHERE v.times_reviewed > 0), 0) AS correct_reviews,
      count(*) FILTER (WHERE v.next_review_due <= now()) AS due,
      now() AS upto
    FROM vocabulary AS v WHERE v.user_id = learner
  ) AS s
  WHERE c.user_id = learner;
END
$$;
--> statement-breakpoint
DROP TRIGGER vocabulary_counters_update ON vocabulary;
--> statement-breakpoint
CREATE TRIGGER vocabulary_counters_update AFTER UPDATE ON vocabulary FOR EACH ROW
  WHEN (
    (
      OLD.status IS DISTINCT FROM NEW.status
      OR OLD.times_reviewed IS DISTINCT FROM NEW.times_reviewed
      OR OLD.correct_reviews IS DISTINCT FROM NEW.correct_reviews
      OR OLD.next_review_due IS DISTINCT FROM NEW.next_review_due
      OR OLD.user_id IS DISTINCT FROM NEW.user_id
    )
    AND OLD.last_review_id IS NOT DISTINCT FROM NEW.last_review_id
  )
  EXECUTE FUNCTION vocabulary_counters_update_row();
