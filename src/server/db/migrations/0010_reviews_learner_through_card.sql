-- A review's learner comes from its card (schema.ts): deleting a learner deletes their cards and
-- each card its reviews, so the learner reference was only a second lock per review.
ALTER TABLE "vocabulary_reviews" DROP CONSTRAINT "vocabulary_reviews_user_id_auth_user_id_fk";
