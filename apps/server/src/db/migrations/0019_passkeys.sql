CREATE TABLE "passkey_challenge" (
	"challenge_hash" varchar(64) PRIMARY KEY NOT NULL,
	"purpose" varchar(12) NOT NULL,
	"user_info_id" integer,
	"expires_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "passkey" (
	"passkey_id" serial PRIMARY KEY NOT NULL,
	"user_info_id" integer NOT NULL,
	"credential_id" varchar(1400) NOT NULL,
	"public_key" text NOT NULL,
	"sign_count" bigint DEFAULT 0 NOT NULL,
	"transports" varchar(80),
	"name" varchar(64) NOT NULL,
	"synced" boolean DEFAULT false NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"last_used_at" timestamp with time zone
);
--> statement-breakpoint
ALTER TABLE "passkey_challenge" ADD CONSTRAINT "passkey_challenge_user_info_id_user_info_user_info_id_fk" FOREIGN KEY ("user_info_id") REFERENCES "public"."user_info"("user_info_id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "passkey" ADD CONSTRAINT "passkey_user_info_id_user_info_user_info_id_fk" FOREIGN KEY ("user_info_id") REFERENCES "public"."user_info"("user_info_id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "passkey_challenge_expires_idx" ON "passkey_challenge" USING btree ("expires_at");--> statement-breakpoint
CREATE UNIQUE INDEX "passkey_credential_uq" ON "passkey" USING btree ("credential_id");--> statement-breakpoint
CREATE INDEX "passkey_user_idx" ON "passkey" USING btree ("user_info_id");