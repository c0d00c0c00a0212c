-- The counters trigger (0007) costs a review less. The rules are unchanged.
-- 1. The learner's counters row is read, not locked for update and then updated (two row writes),
--    under a transaction-level advisory lock on the learner; the existence checks and the insert
--    run only for a learner who has no counters row yet, not on every write.
-- 2. Updates count per row, from OLD and NEW, and only when a counted column changed: a review is
--    one row, and the statement-level version paid for transition tables and three queries over
--    them; an edit of a word's text changes no counter and now costs nothing.
-- Writers of one learner take turns here, so each sees the due_at the one before it committed:
-- a transaction lock on the learner, not a row lock (taking it writes nothing). `since` is the
-- learner's counters due_at; `ready` is false for a learner being deleted (auth_user cascade),
-- who gets no counters row back. The row is made for a learner who has none yet.
CREATE FUNCTION vocabulary_counters_claim(learner text, OUT ready boolean, OUT since timestamptz)
LANGUAGE plpgsql AS $$
BEGIN
  PERFORM pg_advisory_xact_lock(7007, hashtext(learner));
  SELECT c.due_at INTO since FROM vocabulary_counters AS c WHERE c.user_id = learner;
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
CREATE OR REPLACE FUNCTION vocabulary_counters_apply() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  learner text;
  claimed boolean;
  since timestamptz;
  upto timestamptz := now();
BEGIN
  IF TG_OP = 'INSERT' THEN
    FOR learner IN SELECT DISTINCT user_id FROM (SELECT user_id, status, times_reviewed, correct_reviews, next_review_due, 1 AS sign FROM new_rows) AS s LOOP
      SELECT c.ready, c.since INTO claimed, since FROM vocabulary_counters_claim(learner) AS c;
      CONTINUE WHEN NOT claimed;
      UPDATE vocabulary_counters AS c SET
        learning = c.learning + d.learning,
        mastered = c.mastered + d.mastered,
        needs_review = c.needs_review + d.needs_review,
        total = c.total + d.total,
        reviewed_words = c.reviewed_words + d.reviewed_words,
        times_reviewed = c.times_reviewed + d.times_reviewed,
        correct_reviews = c.correct_reviews + d.correct_reviews,
        -- The changed rows against the old due_at, then every card that fell due since it.
        due = c.due + d.due + CASE WHEN since IS NULL OR since < upto THEN (
          SELECT count(*) FROM vocabulary AS v WHERE v.user_id = learner
            AND v.next_review_due > coalesce(since, '-infinity') AND v.next_review_due <= upto
        ) ELSE 0 END,
        due_at = CASE WHEN since IS NULL OR since < upto THEN upto ELSE since END
      FROM (
        SELECT
          coalesce(sum(s.sign) FILTER (WHERE s.status NOT IN ('mastered', 'needs_review')), 0) AS learning,
          coalesce(sum(s.sign) FILTER (WHERE s.status = 'mastered'), 0) AS mastered,
          coalesce(sum(s.sign) FILTER (WHERE s.status = 'needs_review'), 0) AS needs_review,
          coalesce(sum(s.sign), 0) AS total,
          coalesce(sum(s.sign) FILTER (WHERE s.times_reviewed > 0), 0) AS reviewed_words,
          coalesce(sum(s.sign * s.times_reviewed) FILTER (WHERE s.times_reviewed > 0), 0) AS times_reviewed,
          coalesce(sum(s.sign * s.correct_reviews) FILTER (WHERE s.times_reviewed > 0), 0) AS correct_reviews,
          coalesce(sum(s.sign) FILTER (WHERE s.next_review_due <= coalesce(since, '-infinity')), 0) AS due
        FROM (SELECT user_id, status, times_reviewed, correct_reviews, next_review_due, 1 AS sign FROM new_rows) AS s WHERE s.user_id = learner
      ) AS d
      WHERE c.user_id = learner;
    END LOOP;
    -- Words entering or leaving: the user document's stored counters (product.md#account) follow.
    UPDATE users AS u SET
      words_learned = greatest(u.words_learned + d.n, 0),
      vocabulary_reviews_due = greatest(coalesce(u.vocabulary_reviews_due, 0) + d.due, 0),
      updated_at = now()
    FROM (
      SELECT user_id, sum(sign)::int AS n, coalesce(sum(sign) FILTER (WHERE next_review_due <= now()), 0)::int AS due
      FROM (SELECT user_id, status, times_reviewed, correct_reviews, next_review_due, 1 AS sign FROM new_rows) AS r GROUP BY user_id
    ) AS d
    WHERE u.uid = d.user_id;
  -- Updates: vocabulary_counters_update_row, below.
  ELSE
    FOR learner IN SELECT DISTINCT user_id FROM (SELECT user_id, status, times_reviewed, correct_reviews, next_review_due, -1 AS sign FROM old_rows) AS s LOOP
      SELECT c.ready, c.since INTO claimed, since FROM vocabulary_counters_claim(learner) AS c;
      CONTINUE WHEN NOT claimed;
      UPDATE vocabulary_counters AS c SET
        learning = c.learning + d.learning,
        mastered = c.mastered + d.mastered,
        needs_review = c.needs_review + d.needs_review,
        total = c.total + d.total,
        reviewed_words = c.reviewed_words + d.reviewed_words,
        times_reviewed = c.times_reviewed + d.times_reviewed,
        correct_reviews = c.correct_reviews + d.correct_reviews,
        -- The changed rows against the old due_at, then every card that fell due since it.
        due = c.due + d.due + CASE WHEN since IS NULL OR since < upto THEN (
          SELECT count(*) FROM vocabulary AS v WHERE v.user_id = learner
            AND v.next_review_due > coalesce(since, '-infinity') AND v.next_review_due <= upto
        ) ELSE 0 END,
        due_at = CASE WHEN since IS NULL OR since < upto THEN upto ELSE since END
      FROM (
        SELECT
          coalesce(sum(s.sign) FILTER (WHERE s.status NOT IN ('mastered', 'needs_review')), 0) AS learning,
          coalesce(sum(s.sign) FILTER (WHERE s.status = 'mastered'), 0) AS mastered,
          coalesce(sum(s.sign) FILTER (WHERE s.status = 'needs_review'), 0) AS needs_review,
          coalesce(sum(s.sign), 0) AS total,
          coalesce(sum(s.sign) FILTER (WHERE s.times_reviewed > 0), 0) AS reviewed_words,
          coalesce(sum(s.sign * s.times_reviewed) FILTER (WHERE s.times_reviewed > 0), 0) AS times_reviewed,
          coalesce(sum(s.sign * s.correct_reviews) FILTER (WHERE s.times_reviewed > 0), 0) AS correct_reviews,
          coalesce(sum(s.sign) FILTER (WHERE s.next_review_due <= coalesce(since, '-infinity')), 0) AS due
        FROM (SELECT user_id, status, times_reviewed, correct_reviews, next_review_due, -1 AS sign FROM old_rows) AS s WHERE s.user_id = learner
      ) AS d
      WHERE c.user_id = learner;
    END LOOP;
    -- Words entering or leaving: the user document's stored counters (product.md#account) follow.
    UPDATE users AS u SET
      words_learned = greatest(u.words_learned + d.n, 0),
      vocabulary_reviews_due = greatest(coalesce(u.vocabulary_reviews_due, 0) + d.due, 0),
      updated_at = now()
    FROM (
      SELECT user_id, sum(sign)::int AS n, coalesce(sum(sign) FILTER (WHERE next_review_due <= now()), 0)::int AS due
      FROM (SELECT user_id, status, times_reviewed, correct_reviews, next_review_due, -1 AS sign FROM old_rows) AS r GROUP BY user_id
    ) AS d
    WHERE u.uid = d.user_id;
  END IF;
  RETURN NULL;
END
$$;
--> statement-breakpoint
CREATE FUNCTION vocabulary_counters_update_row() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  learner text := NEW.user_id;
  claimed boolean;
  since timestamptz;
  upto timestamptz := now();
  was_due boolean;
  is_due boolean;
BEGIN
  IF OLD.user_id IS DISTINCT FROM NEW.user_id THEN
    RAISE EXCEPTION 'a word stays with the learner who saved it';
  END IF;
  SELECT c.ready, c.since INTO claimed, since FROM vocabulary_counters_claim(learner) AS c;
  IF NOT claimed THEN
    RETURN NULL;
  END IF;
  was_due := OLD.next_review_due <= coalesce(since, '-infinity');
  is_due := NEW.next_review_due <= coalesce(since, '-infinity');
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
    due = c.due + is_due::int - was_due::int + CASE WHEN since IS NULL OR since < upto THEN (
      SELECT count(*) FROM vocabulary AS v WHERE v.user_id = learner
        AND v.next_review_due > coalesce(since, '-infinity') AND v.next_review_due <= upto
    ) ELSE 0 END,
    due_at = CASE WHEN since IS NULL OR since < upto THEN upto ELSE since END
  WHERE c.user_id = learner;
  RETURN NULL;
END
$$;
--> statement-breakpoint
DROP TRIGGER vocabulary_counters_update ON vocabulary;
--> statement-breakpoint
CREATE TRIGGER vocabulary_counters_update AFTER UPDATE ON vocabulary FOR EACH ROW
  WHEN (
    OLD.status IS DISTINCT FROM NEW.status
    OR OLD.times_reviewed IS DISTINCT FROM NEW.times_reviewed
    OR OLD.correct_reviews IS DISTINCT FROM NEW.correct_reviews
    OR OLD.next_review_due IS DISTINCT FROM NEW.next_review_due
    OR OLD.user_id IS DISTINCT FROM NEW.user_id
  )
  EXECUTE FUNCTION vocabulary_counters_update_row();
