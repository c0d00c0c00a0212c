ALTER TABLE "vocabulary" ADD COLUMN "fsrs_stability" double precision;--> statement-breakpoint
ALTER TABLE "vocabulary" ADD COLUMN "fsrs_difficulty" double precision;--> statement-breakpoint
ALTER TABLE "vocabulary" ADD COLUMN "fsrs_state" integer;--> statement-breakpoint
ALTER TABLE "vocabulary" ADD COLUMN "fsrs_lapses" integer;--> statement-breakpoint
ALTER TABLE "vocabulary" ADD COLUMN "fsrs_retention" double precision;