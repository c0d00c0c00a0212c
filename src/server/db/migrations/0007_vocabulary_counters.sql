CREATE TABLE "vocabulary_counters" (
	"user_id" text PRIMARY KEY NOT NULL,
	"learning" integer DEFAULT 0 NOT NULL,
	"mastered" integer DEFAULT 0 NOT NULL,
	"needs_review" integer DEFAULT 0 NOT NULL,
	"total" integer DEFAULT 0 NOT NULL,
	"reviewed_words" integer DEFAULT 0 NOT NULL,
	"times_reviewed" integer DEFAULT 0 NOT NULL,
	"correct_reviews" integer DEFAULT 0 NOT NULL
);
--> statement-breakpoint
ALTER TABLE "vocabulary_counters" ADD CONSTRAINT "vocabulary_counters_user_id_auth_user_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."auth_user"("id") ON DELETE cascade ON UPDATE no action;
--> statement-breakpoint
-- Counters kept on write (ADR 0012): one function, three statement-level triggers, each adding
-- the statement's row changes (transition tables) in the statement that made them.
CREATE FUNCTION vocabulary_counters_apply() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'INSERT' THEN
    INSERT INTO vocabulary_counters AS c
      (user_id, learning, mastered, needs_review, total, reviewed_words, times_reviewed, correct_reviews)
    SELECT * FROM (
      SELECT d.user_id,
        coalesce(sum(d.sign) FILTER (WHERE d.status NOT IN ('mastered', 'needs_review')), 0)::int,
        coalesce(sum(d.sign) FILTER (WHERE d.status = 'mastered'), 0)::int,
        coalesce(sum(d.sign) FILTER (WHERE d.status = 'needs_review'), 0)::int,
        sum(d.sign)::int,
        coalesce(sum(d.sign) FILTER (WHERE d.times_reviewed > 0), 0)::int,
        coalesce(sum(d.sign * d.times_reviewed) FILTER (WHERE d.times_reviewed > 0), 0)::int,
        coalesce(sum(d.sign * d.correct_reviews) FILTER (WHERE d.times_reviewed > 0), 0)::int
      FROM (SELECT user_id, status, times_reviewed, correct_reviews, next_review_due, 1 AS sign FROM new_rows) AS d
      -- A learner being deleted (auth_user cascade) gets no row back.
      WHERE EXISTS (SELECT 1 FROM auth_user AS a WHERE a.id = d.user_id)
      GROUP BY d.user_id
    ) AS delta (user_id, learning, mastered, needs_review, total, reviewed_words, times_reviewed, correct_reviews)
    -- An edit that changes no counted field (translation, context...) writes nothing.
    WHERE (learning, mastered, needs_review, total, reviewed_words, times_reviewed, correct_reviews)
      <> (0, 0, 0, 0, 0, 0, 0)
    ON CONFLICT (user_id) DO UPDATE SET
      learning = c.learning + excluded.learning,
      mastered = c.mastered + excluded.mastered,
      needs_review = c.needs_review + excluded.needs_review,
      total = c.total + excluded.total,
      reviewed_words = c.reviewed_words + excluded.reviewed_words,
      times_reviewed = c.times_reviewed + excluded.times_reviewed,
      correct_reviews = c.correct_reviews + excluded.correct_reviews;
    -- Words entering or leaving: the user document's counters (spec doc 1 §3 users) follow.
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
    INSERT INTO vocabulary_counters AS c
      (user_id, learning, mastered, needs_review, total, reviewed_words, times_reviewed, correct_reviews)
    SELECT * FROM (
      SELECT d.user_id,
        coalesce(sum(d.sign) FILTER (WHERE d.status NOT IN ('mastered', 'needs_review')), 0)::int,
        coalesce(sum(d.sign) FILTER (WHERE d.status = 'mastered'), 0)::int,
        coalesce(sum(d.sign) FILTER (WHERE d.status = 'needs_review'), 0)::int,
        sum(d.sign)::int,
        coalesce(sum(d.sign) FILTER (WHERE d.times_reviewed > 0), 0)::int,
        coalesce(sum(d.sign * d.times_reviewed) FILTER (WHERE d.times_reviewed > 0), 0)::int,
        coalesce(sum(d.sign * d.correct_reviews) FILTER (WHERE d.times_reviewed > 0), 0)::int
      FROM (SELECT user_id, status, times_reviewed, correct_reviews, next_review_due, 1 AS sign FROM new_rows UNION ALL SELECT user_id, status, times_reviewed, correct_reviews, next_review_due, -1 FROM old_rows) AS d
      -- A learner being deleted (auth_user cascade) gets no row back.
      WHERE EXISTS (SELECT 1 FROM auth_user AS a WHERE a.id = d.user_id)
      GROUP BY d.user_id
    ) AS delta (user_id, learning, mastered, needs_review, total, reviewed_words, times_reviewed, correct_reviews)
    -- An edit that changes no counted field (translation, context...) writes nothing.
    WHERE (learning, mastered, needs_review, total, reviewed_words, times_reviewed, correct_reviews)
      <> (0, 0, 0, 0, 0, 0, 0)
    ON CONFLICT (user_id) DO UPDATE SET
      learning = c.learning + excluded.learning,
      mastered = c.mastered + excluded.mastered,
      needs_review = c.needs_review + excluded.needs_review,
      total = c.total + excluded.total,
      reviewed_words = c.reviewed_words + excluded.reviewed_words,
      times_reviewed = c.times_reviewed + excluded.times_reviewed,
      correct_reviews = c.correct_reviews + excluded.correct_reviews;
  ELSE
    INSERT INTO vocabulary_counters AS c
      (user_id, learning, mastered, needs_review, total, reviewed_words, times_reviewed, correct_reviews)
    SELECT * FROM (
      SELECT d.user_id,
        coalesce(sum(d.sign) FILTER (WHERE d.status NOT IN ('mastered', 'needs_review')), 0)::int,
        coalesce(sum(d.sign) FILTER (WHERE d.status = 'mastered'), 0)::int,
        coalesce(sum(d.sign) FILTER (WHERE d.status = 'needs_review'), 0)::int,
        sum(d.sign)::int,
        coalesce(sum(d.sign) FILTER (WHERE d.times_reviewed > 0), 0)::int,
        coalesce(sum(d.sign * d.times_reviewed) FILTER (WHERE d.times_reviewed > 0), 0)::int,
        coalesce(sum(d.sign * d.correct_reviews) FILTER (WHERE d.times_reviewed > 0), 0)::int
      FROM (SELECT user_id, status, times_reviewed, correct_reviews, next_review_due, -1 AS sign FROM old_rows) AS d
      -- A learner being deleted (auth_user cascade) gets no row back.
      WHERE EXISTS (SELECT 1 FROM auth_user AS a WHERE a.id = d.user_id)
      GROUP BY d.user_id
    ) AS delta (user_id, learning, mastered, needs_review, total, reviewed_words, times_reviewed, correct_reviews)
    -- An edit that changes no counted field (translation, context...) writes nothing.
    WHERE (learning, mastered, needs_review, total, reviewed_words, times_reviewed, correct_reviews)
      <> (0, 0, 0, 0, 0, 0, 0)
    ON CONFLICT (user_id) DO UPDATE SET
      learning = c.learning + excluded.learning,
      mastered = c.mastered + excluded.mastered,
      needs_review = c.needs_review + excluded.needs_review,
      total = c.total + excluded.total,
      reviewed_words = c.reviewed_words + excluded.reviewed_words,
      times_reviewed = c.times_reviewed + excluded.times_reviewed,
      correct_reviews = c.correct_reviews + excluded.correct_reviews;
    -- Words entering or leaving: the user document's counters (spec doc 1 §3 users) follow.
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
  (user_id, learning, mastered, needs_review, total, reviewed_words, times_reviewed, correct_reviews)
SELECT v.user_id,
  count(*) FILTER (WHERE v.status NOT IN ('mastered', 'needs_review')),
  count(*) FILTER (WHERE v.status = 'mastered'),
  count(*) FILTER (WHERE v.status = 'needs_review'),
  count(*),
  count(*) FILTER (WHERE v.times_reviewed > 0),
  coalesce(sum(v.times_reviewed) FILTER (WHERE v.times_reviewed > 0), 0),
  coalesce(sum(v.correct_reviews) FILTER (WHERE v.times_reviewed > 0), 0)
FROM vocabulary AS v
GROUP BY v.user_id;
--> statement-breakpoint
-- The user document's word count is exact from here on.
UPDATE users AS u SET words_learned = c.total FROM vocabulary_counters AS c WHERE c.user_id = u.uid;
