ALTER TABLE "conversations" ADD COLUMN "client_id" text;--> statement-breakpoint
CREATE UNIQUE INDEX "conversations_user_client_idx" ON "conversations" USING btree ("user_id","client_id");