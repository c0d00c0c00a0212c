-- The counters trigger (0007) costs a review less (issue 17 goal 4): the learner's counters row is
-- read, not locked for update and then updated (two row writes), under a transaction-level
-- advisory lock on the learner; and the existence checks and insert run only for a learner
-- who has no counters row yet, not on every write. The rules are unchanged.
CREATE OR REPLACE FUNCTION vocabulary_counters_apply() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  learner text;
  since timestamptz;
  upto timestamptz := now();
BEGIN
  IF TG_OP = 'INSERT' THEN
    FOR learner IN SELECT DISTINCT user_id FROM (SELECT user_id, status, times_reviewed, correct_reviews, next_review_due, 1 AS sign FROM new_rows) AS s LOOP
      -- Writers of one learner take turns here, so each sees the due_at the one before it set.
      -- A transaction lock on the learner, not a row lock: taking it writes nothing.
      PERFORM pg_advisory_xact_lock(7007, hashtext(learner));
      SELECT due_at INTO since FROM vocabulary_counters WHERE user_id = learner;
      IF NOT FOUND THEN
        -- A learner being deleted (auth_user cascade) gets no row back.
        CONTINUE WHEN NOT EXISTS (SELECT 1 FROM auth_user WHERE id = learner);
        INSERT INTO vocabulary_counters (user_id) VALUES (learner) ON CONFLICT (user_id) DO NOTHING;
        since := NULL;
      END IF;
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
    -- Words entering or leaving: the user document's stored counters (spec doc 1 §3 users) follow.
    UPDATE users AS u SET
      words_learned = greatest(u.words_learned + d.n, 0),
      vocabulary_reviews_due = greatest(coalesce(u.vocabulary_reviews_due, 0) + d.due, 0),
      updated_at = now()
    FROM (
      SELECT user_id, sum(sign)::int AS n, coalesce(sum(sign) FILTER (WHERE next_review_due <= now()), 0)::int AS due
      FROM (SELECT user_id, status, times_reviewed, correct_reviews, next_review_due, 1 AS sign FROM new_rows) AS r GROUP BY user_id
    ) AS d
    WHERE u.uid = d.user_id;
  ELSIF TG_OP = 'UPDATE' THEN
    FOR learner IN SELECT DISTINCT user_id FROM (SELECT user_id, status, times_reviewed, correct_reviews, next_review_due, 1 AS sign FROM new_rows UNION ALL SELECT user_id, status, times_reviewed, correct_reviews, next_review_due, -1 FROM old_rows) AS s LOOP
      -- Writers of one learner take turns here, so each sees the due_at the one before it set.
      -- A transaction lock on the learner, not a row lock: taking it writes nothing.
      PERFORM pg_advisory_xact_lock(7007, hashtext(learner));
      SELECT due_at INTO since FROM vocabulary_counters WHERE user_id = learner;
      IF NOT FOUND THEN
        -- A learner being deleted (auth_user cascade) gets no row back.
        CONTINUE WHEN NOT EXISTS (SELECT 1 FROM auth_user WHERE id = learner);
        INSERT INTO vocabulary_counters (user_id) VALUES (learner) ON CONFLICT (user_id) DO NOTHING;
        since := NULL;
      END IF;
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
        FROM (SELECT user_id, status, times_reviewed, correct_reviews, next_review_due, 1 AS sign FROM new_rows UNION ALL SELECT user_id, status, times_reviewed, correct_reviews, next_review_due, -1 FROM old_rows) AS s WHERE s.user_id = learner
      ) AS d
      WHERE c.user_id = learner;
    END LOOP;
  ELSE
    FOR learner IN SELECT DISTINCT user_id FROM (SELECT user_id, status, times_reviewed, correct_reviews, next_review_due, -1 AS sign FROM old_rows) AS s LOOP
      -- Writers of one learner take turns here, so each sees the due_at the one before it set.
      -- A transaction lock on the learner, not a row lock: taking it writes nothing.
      PERFORM pg_advisory_xact_lock(7007, hashtext(learner));
      SELECT due_at INTO since FROM vocabulary_counters WHERE user_id = learner;
      IF NOT FOUND THEN
        -- A learner being deleted (auth_user cascade) gets no row back.
        CONTINUE WHEN NOT EXISTS (SELECT 1 FROM auth_user WHERE id = learner);
        INSERT INTO vocabulary_counters (user_id) VALUES (learner) ON CONFLICT (user_id) DO NOTHING;
        since := NULL;
      END IF;
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
    -- Words entering or leaving: the user document's stored counters (spec doc 1 §3 users) follow.
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
