CREATE TABLE "lesson_attempts" (
	"id" uuid PRIMARY KEY NOT NULL,
	"user_id" text NOT NULL,
	"lesson_id" text NOT NULL,
	"started_at" timestamp with time zone NOT NULL,
	"last_turn_at" timestamp with time zone,
	"learner_turns" integer DEFAULT 0 NOT NULL,
	"study_seconds" integer DEFAULT 0 NOT NULL,
	"items_used" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"items_tried" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"grammar_used" boolean DEFAULT false NOT NULL,
	"key_correction" jsonb,
	"score" integer DEFAULT 0 NOT NULL,
	"counted_seconds" integer DEFAULT 0 NOT NULL
);
--> statement-breakpoint
ALTER TABLE "lesson_attempts" ADD CONSTRAINT "lesson_attempts_user_id_auth_user_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."auth_user"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "lesson_attempts" ADD CONSTRAINT "lesson_attempts_lesson_id_lessons_id_fk" FOREIGN KEY ("lesson_id") REFERENCES "public"."lessons"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "lesson_attempts_user_lesson_idx" ON "lesson_attempts" USING btree ("user_id","lesson_id");--> statement-breakpoint
CREATE INDEX "lesson_attempts_lesson_idx" ON "lesson_attempts" USING btree ("lesson_id");