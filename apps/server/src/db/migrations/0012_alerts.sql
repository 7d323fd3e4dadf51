CREATE TABLE "alert_digest" (
	"user_info_id" integer NOT NULL,
	"kind" varchar(8) NOT NULL,
	"count" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "alert_digest_user_info_id_kind_pk" PRIMARY KEY("user_info_id","kind")
);
--> statement-breakpoint
CREATE TABLE "alert_preference" (
	"user_info_id" integer NOT NULL,
	"kind" varchar(8) NOT NULL,
	"bell" boolean DEFAULT false NOT NULL,
	"email" boolean DEFAULT false NOT NULL,
	CONSTRAINT "alert_preference_user_info_id_kind_pk" PRIMARY KEY("user_info_id","kind")
);
--> statement-breakpoint
CREATE TABLE "alert_state" (
	"name" varchar(20) PRIMARY KEY NOT NULL,
	"last_arrival_id" bigint DEFAULT 0 NOT NULL,
	"last_digest_day" date
);
--> statement-breakpoint
CREATE TABLE "remittance_arrival" (
	"arrival_id" bigserial PRIMARY KEY NOT NULL,
	"kind" varchar(8) NOT NULL,
	"ftin" varchar(9) NOT NULL,
	"ref" bigint NOT NULL,
	"posted_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "alert_digest" ADD CONSTRAINT "alert_digest_user_info_id_user_info_user_info_id_fk" FOREIGN KEY ("user_info_id") REFERENCES "public"."user_info"("user_info_id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "alert_preference" ADD CONSTRAINT "alert_preference_user_info_id_user_info_user_info_id_fk" FOREIGN KEY ("user_info_id") REFERENCES "public"."user_info"("user_info_id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
INSERT INTO "alert_state" ("name") VALUES ('remittance'), ('digest') ON CONFLICT DO NOTHING;
