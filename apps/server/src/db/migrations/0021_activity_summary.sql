CREATE TABLE "activity_summary" (
	"user_info_id" integer NOT NULL,
	"month" varchar(7) NOT NULL,
	"sent_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "activity_summary_user_info_id_month_pk" PRIMARY KEY("user_info_id","month")
);
--> statement-breakpoint
CREATE TABLE "activity_summary_opt_out" (
	"user_info_id" integer PRIMARY KEY NOT NULL,
	"at" timestamp with time zone DEFAULT now() NOT NULL
);
