-- Where a card came from: the conversation it was saved from and the lesson that conversation
-- played. A deleted conversation or lesson leaves the card (set null); each reference is indexed
-- on this side, so that deletion finds the cards by an index instead of reading every card.
ALTER TABLE "vocabulary" ADD COLUMN "source_conversation_id" uuid;--> statement-breakpoint
ALTER TABLE "vocabulary" ADD COLUMN "source_lesson_id" text;--> statement-breakpoint
ALTER TABLE "vocabulary" ADD CONSTRAINT "vocabulary_source_conversation_id_conversations_id_fk" FOREIGN KEY ("source_conversation_id") REFERENCES "public"."conversations"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "vocabulary" ADD CONSTRAINT "vocabulary_source_lesson_id_lessons_id_fk" FOREIGN KEY ("source_lesson_id") REFERENCES "public"."lessons"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "vocabulary_source_conversation_idx" ON "vocabulary" USING btree ("source_conversation_id");--> statement-breakpoint
CREATE INDEX "vocabulary_source_lesson_idx" ON "vocabulary" USING btree ("source_lesson_id");