-- The vocabulary counters' functions, in their current form (ADR 0012). This file is the one
-- place they are defined: it is a repeatable migration, applied after the numbered migrations
-- whenever its content changes (db/repeatable.ts keeps each file's checksum). Edit a function
-- here, never in a new numbered migration. Triggers that call these functions, and the tables,
-- stay in the numbered migrations. Each statement ends with a statement-breakpoint line.

-- Statement-level trigger for inserted and deleted cards: adds each statement's rows to the
-- learner's counters (total, by status, reviewed, due) in the same statement, from the transition
-- tables, under the learner's advisory lock.
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

-- Writers of one learner take turns here (a transaction-level advisory lock on the learner, which
-- writes nothing), then lock the learner's counters row, so a count's snapshot includes any review
-- that moved the row first. `since` is the row's due_at; `ready` is false for a learner being
-- deleted, who gets no row back. The row is made for a learner who has none yet.
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

-- Row-level trigger for an updated card, fired only when a counted column changed and the update
-- is not a review's (a review changes last_review_id and moves the counters itself, ADR 0012).
-- Each counter moves by the difference between the card's new and old values; then every card
-- that fell due since due_at is counted and due_at moves to now.
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

-- Counts a learner's row anew. The review statement calls it only if it found no counters row
-- to move (a learner's row is made with their first word).
CREATE OR REPLACE FUNCTION vocabulary_counters_rebuild(learner text) RETURNS void LANGUAGE plpgsql AS $$
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

-- A card's reviews go with the card: a statement trigger finds them on the learner's index
-- (user_id, reviewed_at) instead of a cascading reference by vocabulary_id alone (ADR 0012).
CREATE OR REPLACE FUNCTION vocabulary_reviews_follow_cards() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  -- One pass over each learner's reviews (a join would scan them once per deleted card).
  DELETE FROM vocabulary_reviews
  WHERE user_id IN (SELECT DISTINCT user_id FROM old_rows) AND vocabulary_id IN (SELECT id FROM old_rows);
  RETURN NULL;
END;
$$;
--> statement-breakpoint
