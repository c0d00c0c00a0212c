-- Every reference is indexed on its referencing side (tests/integration/indexed-references.test.ts):
-- deleting a learner or a lesson follows each reference with a lookup by these columns, which
-- without an index reads the whole table.
CREATE INDEX "analytics_events_user_idx" ON "analytics_events" USING btree ("user_id");--> statement-breakpoint
CREATE INDEX "checkout_sessions_user_idx" ON "checkout_sessions" USING btree ("user_id");--> statement-breakpoint
CREATE INDEX "lesson_progress_lesson_idx" ON "lesson_progress" USING btree ("lesson_id");--> statement-breakpoint
-- A card's reviews go with the card by a statement trigger that finds them on the learner's index
-- (user_id, reviewed_at), instead of a cascading reference that looked them up by vocabulary_id
-- alone: unindexed, that read every learner's reviews per deleted word (a million reviews: 48 ms a
-- word, 2.2 s an account of 50 words); indexed, every review wrote one more index entry. Now a
-- deletion reads the learner's reviews once (50,000 of them: 29 ms for a word, 30 ms an account).
-- The review statement inserts a review only for the card row it has just updated (and holds), so
-- a review never outlives its card: a deletion waiting on that row deletes the review after it.
ALTER TABLE "vocabulary_reviews" DROP CONSTRAINT "vocabulary_reviews_vocabulary_id_vocabulary_id_fk";
--> statement-breakpoint
CREATE FUNCTION vocabulary_reviews_follow_cards() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  -- One pass over each learner's reviews (a join would scan them once per deleted card).
  DELETE FROM vocabulary_reviews
  WHERE user_id IN (SELECT DISTINCT user_id FROM old_rows) AND vocabulary_id IN (SELECT id FROM old_rows);
  RETURN NULL;
END;
$$;
--> statement-breakpoint
CREATE TRIGGER vocabulary_reviews_follow_cards AFTER DELETE ON vocabulary
  REFERENCING OLD TABLE AS old_rows
  FOR EACH STATEMENT EXECUTE FUNCTION vocabulary_reviews_follow_cards();
