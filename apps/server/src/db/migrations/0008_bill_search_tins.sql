CREATE TABLE "bill_search_tins" (
	"user_info_id" integer PRIMARY KEY NOT NULL,
	"ftins" varchar(9)[] NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "bill_search_tins" ADD CONSTRAINT "bill_search_tins_user_info_id_user_info_user_info_id_fk" FOREIGN KEY ("user_info_id") REFERENCES "public"."user_info"("user_info_id") ON DELETE cascade ON UPDATE no action;