CREATE TABLE "saved_search" (
	"saved_search_id" serial PRIMARY KEY NOT NULL,
	"user_info_id" integer NOT NULL,
	"kind" varchar(10) NOT NULL,
	"name" varchar(60),
	"criteria" jsonb NOT NULL,
	"used_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "saved_search" ADD CONSTRAINT "saved_search_user_info_id_user_info_user_info_id_fk" FOREIGN KEY ("user_info_id") REFERENCES "public"."user_info"("user_info_id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "saved_search_name_idx" ON "saved_search" USING btree ("user_info_id","kind","name") WHERE "saved_search"."name" IS NOT NULL;--> statement-breakpoint
CREATE INDEX "saved_search_used_idx" ON "saved_search" USING btree ("user_info_id","kind","used_at");