CREATE TABLE "attempt_counter" (
	"counter_key" varchar(160) PRIMARY KEY NOT NULL,
	"failures" integer DEFAULT 0 NOT NULL,
	"window_start" timestamp with time zone DEFAULT now() NOT NULL,
	"blocked_until" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "email_change_token" (
	"email_change_token_id" serial PRIMARY KEY NOT NULL,
	"user_info_id" integer NOT NULL,
	"new_email_addr" varchar(120) NOT NULL,
	"token_hash" varchar(128) NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"used_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "user_session" (
	"session_id" uuid PRIMARY KEY NOT NULL,
	"user_info_id" integer NOT NULL,
	"mirror_user_info_id" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"last_seen_at" timestamp with time zone DEFAULT now() NOT NULL,
	"ended_at" timestamp with time zone,
	"ended_reason" varchar(30)
);
--> statement-breakpoint
ALTER TABLE "registration_token" ADD COLUMN "proof_failures" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "registration_token" ADD COLUMN "verified_proof_hash" varchar(128);--> statement-breakpoint
ALTER TABLE "email_change_token" ADD CONSTRAINT "email_change_token_user_info_id_user_info_user_info_id_fk" FOREIGN KEY ("user_info_id") REFERENCES "public"."user_info"("user_info_id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "user_session" ADD CONSTRAINT "user_session_user_info_id_user_info_user_info_id_fk" FOREIGN KEY ("user_info_id") REFERENCES "public"."user_info"("user_info_id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "user_session" ADD CONSTRAINT "user_session_mirror_user_info_id_user_info_user_info_id_fk" FOREIGN KEY ("mirror_user_info_id") REFERENCES "public"."user_info"("user_info_id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "email_change_token_hash_uq" ON "email_change_token" USING btree ("token_hash");--> statement-breakpoint
CREATE INDEX "user_session_user_idx" ON "user_session" USING btree ("user_info_id") WHERE "user_session"."ended_at" IS NULL;--> statement-breakpoint
CREATE UNIQUE INDEX "user_info_email_live_uq" ON "user_info" USING btree (lower("email_addr")) WHERE "user_info"."status_cd" <> 'TERMD';