CREATE TABLE "vocabulary_counters" (
	"user_id" text PRIMARY KEY NOT NULL,
	"learning" integer DEFAULT 0 NOT NULL,
	"mastered" integer DEFAULT 0 NOT NULL,
	"needs_review" integer DEFAULT 0 NOT NULL,
	"total" integer DEFAULT 0 NOT NULL,
	"reviewed_words" integer DEFAULT 0 NOT NULL,
	"times_reviewed" integer DEFAULT 0 NOT NULL,
	"correct_reviews" integer DEFAULT 0 NOT NULL,
	"due" integer DEFAULT 0 NOT NULL,
	"due_at" timestamp with time zone
);
--> statement-breakpoint
ALTER TABLE "vocabulary_counters" ADD CONSTRAINT "vocabulary_counters_user_id_auth_user_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."auth_user"("id") ON DELETE cascade ON UPDATE no action;
--> statement-breakpoint
-- Counters kept on write (ADR 0012): one function, three statement-level triggers, each adding
-- the statement's row changes (transition tables) in the statement that made them.
CREATE FUNCTION vocabulary_counters_apply() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  learner text;
  since timestamptz;
  upto timestamptz := now();
BEGIN
  IF TG_OP = 'INSERT' THEN
    FOR learner IN SELECT DISTINCT user_id FROM (SELECT user_id, status, times_reviewed, correct_reviews, next_review_due, 1 AS sign FROM new_rows) AS s LOOP
      -- A learner being deleted (auth_user cascade) gets no row back.
      CONTINUE WHEN NOT EXISTS (SELECT 1 FROM auth_user WHERE id = learner);
      INSERT INTO vocabulary_counters (user_id) VALUES (learner) ON CONFLICT (user_id) DO NOTHING;
      -- Writers of one learner take turns here, so each sees the due_at the one before it set.
      SELECT due_at INTO since FROM vocabulary_counters WHERE user_id = learner FOR UPDATE;
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
  ELSIF TG_OP = 'UPDATE' THEN
    FOR learner IN SELECT DISTINCT user_id FROM (SELECT user_id, status, times_reviewed, correct_reviews, next_review_due, 1 AS sign FROM new_rows UNION ALL SELECT user_id, status, times_reviewed, correct_reviews, next_review_due, -1 FROM old_rows) AS s LOOP
      -- A learner being deleted (auth_user cascade) gets no row back.
      CONTINUE WHEN NOT EXISTS (SELECT 1 FROM auth_user WHERE id = learner);
      INSERT INTO vocabulary_counters (user_id) VALUES (learner) ON CONFLICT (user_id) DO NOTHING;
      -- Writers of one learner take turns here, so each sees the due_at the one before it set.
      SELECT due_at INTO since FROM vocabulary_counters WHERE user_id = learner FOR UPDATE;
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
      -- A learner being deleted (auth_user cascade) gets no row back.
      CONTINUE WHEN NOT EXISTS (SELECT 1 FROM auth_user WHERE id = learner);
      INSERT INTO vocabulary_counters (user_id) VALUES (learner) ON CONFLICT (user_id) DO NOTHING;
      -- Writers of one learner take turns here, so each sees the due_at the one before it set.
      SELECT due_at INTO since FROM vocabulary_counters WHERE user_id = learner FOR UPDATE;
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
CREATE TRIGGER vocabulary_counters_insert AFTER INSERT ON vocabulary
  REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION vocabulary_counters_apply();
--> statement-breakpoint
CREATE TRIGGER vocabulary_counters_update AFTER UPDATE ON vocabulary
  REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION vocabulary_counters_apply();
--> statement-breakpoint
CREATE TRIGGER vocabulary_counters_delete AFTER DELETE ON vocabulary
  REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION vocabulary_counters_apply();
--> statement-breakpoint
-- Existing words are counted once.
INSERT INTO vocabulary_counters
  (user_id, learning, mastered, needs_review, total, reviewed_words, times_reviewed, correct_reviews, due, due_at)
SELECT v.user_id,
  count(*) FILTER (WHERE v.status NOT IN ('mastered', 'needs_review')),
  count(*) FILTER (WHERE v.status = 'mastered'),
  count(*) FILTER (WHERE v.status = 'needs_review'),
  count(*),
  count(*) FILTER (WHERE v.times_reviewed > 0),
  coalesce(sum(v.times_reviewed) FILTER (WHERE v.times_reviewed > 0), 0),
  coalesce(sum(v.correct_reviews) FILTER (WHERE v.times_reviewed > 0), 0),
  count(*) FILTER (WHERE v.next_review_due <= now()),
  now()
FROM vocabulary AS v
GROUP BY v.user_id;
--> statement-breakpoint
-- The user document's word count is exact from here on.
UPDATE users AS u SET words_learned = c.total FROM vocabulary_counters AS c WHERE c.user_id = u.uid;
