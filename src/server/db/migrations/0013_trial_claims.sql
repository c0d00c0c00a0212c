CREATE TABLE "trial_claims" (
	"email_hash" text PRIMARY KEY NOT NULL,
	"claimed_at" timestamp with time zone DEFAULT now() NOT NULL
);
