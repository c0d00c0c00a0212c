CREATE TABLE "vocabulary_audio" (
	"vocabulary_id" uuid PRIMARY KEY NOT NULL,
	"file_name" text NOT NULL,
	"audio" "bytea" NOT NULL
);
--> statement-breakpoint
ALTER TABLE "vocabulary_audio" ADD CONSTRAINT "vocabulary_audio_vocabulary_id_vocabulary_id_fk" FOREIGN KEY ("vocabulary_id") REFERENCES "public"."vocabulary"("id") ON DELETE cascade ON UPDATE no action;