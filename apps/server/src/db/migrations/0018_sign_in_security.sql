CREATE TABLE "recovery_code" (
	"recovery_code_id" serial PRIMARY KEY NOT NULL,
	"user_info_id" integer NOT NULL,
	"code_hash" varchar(64) NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"used_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "remembered_browser" (
	"remembered_browser_id" uuid PRIMARY KEY NOT NULL,
	"user_info_id" integer NOT NULL,
	"token_hash" varchar(64) NOT NULL,
	"label" varchar(80) NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"last_used_at" timestamp with time zone DEFAULT now() NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"forgotten_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "second_factor" (
	"second_factor_id" serial PRIMARY KEY NOT NULL,
	"user_info_id" integer NOT NULL,
	"kind" varchar(8) NOT NULL,
	"secret_enc" text,
	"last_step" bigint,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"confirmed_at" timestamp with time zone,
	"last_used_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "sign_in_ticket" (
	"ticket_hash" varchar(64) PRIMARY KEY NOT NULL,
	"user_info_id" integer NOT NULL,
	"via" varchar(10) NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"used_at" timestamp with time zone
);
--> statement-breakpoint
ALTER TABLE "grp_info" ADD COLUMN "require_second_factor" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "user_session" ADD COLUMN "factor_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "user_session" ADD COLUMN "amr" varchar(60);--> statement-breakpoint
ALTER TABLE "recovery_code" ADD CONSTRAINT "recovery_code_user_info_id_user_info_user_info_id_fk" FOREIGN KEY ("user_info_id") REFERENCES "public"."user_info"("user_info_id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "remembered_browser" ADD CONSTRAINT "remembered_browser_user_info_id_user_info_user_info_id_fk" FOREIGN KEY ("user_info_id") REFERENCES "public"."user_info"("user_info_id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "second_factor" ADD CONSTRAINT "second_factor_user_info_id_user_info_user_info_id_fk" FOREIGN KEY ("user_info_id") REFERENCES "public"."user_info"("user_info_id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sign_in_ticket" ADD CONSTRAINT "sign_in_ticket_user_info_id_user_info_user_info_id_fk" FOREIGN KEY ("user_info_id") REFERENCES "public"."user_info"("user_info_id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "recovery_code_user_hash_uq" ON "recovery_code" USING btree ("user_info_id","code_hash");--> statement-breakpoint
CREATE INDEX "remembered_browser_user_idx" ON "remembered_browser" USING btree ("user_info_id") WHERE "remembered_browser"."forgotten_at" IS NULL;--> statement-breakpoint
CREATE UNIQUE INDEX "second_factor_app_uq" ON "second_factor" USING btree ("user_info_id") WHERE "second_factor"."kind" = 'TOTP' AND "second_factor"."confirmed_at" IS NOT NULL;--> statement-breakpoint
CREATE UNIQUE INDEX "second_factor_app_waiting_uq" ON "second_factor" USING btree ("user_info_id") WHERE "second_factor"."kind" = 'TOTP' AND "second_factor"."confirmed_at" IS NULL;--> statement-breakpoint
CREATE INDEX "sign_in_ticket_expires_idx" ON "sign_in_ticket" USING btree ("expires_at");--> statement-breakpoint
-- A second factor proved in a session (step-up) or a group's rule changes what a session may do: every
-- instance forgets the sessions it knows, as for the other identity changes (migration 0005, decision 057).
DROP TRIGGER user_session_identity ON user_session;--> statement-breakpoint
CREATE TRIGGER user_session_identity AFTER UPDATE ON user_session FOR EACH ROW
  WHEN (OLD.ended_at IS DISTINCT FROM NEW.ended_at OR OLD.user_info_id IS DISTINCT FROM NEW.user_info_id
    OR OLD.mirror_user_info_id IS DISTINCT FROM NEW.mirror_user_info_id OR NEW.last_seen_at < OLD.last_seen_at
    OR OLD.factor_at IS DISTINCT FROM NEW.factor_at)
  EXECUTE FUNCTION wcpp_identity_changed();
