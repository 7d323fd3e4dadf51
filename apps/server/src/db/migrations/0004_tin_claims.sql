CREATE TABLE "tin_claim" (
	"tin_claim_id" serial PRIMARY KEY NOT NULL,
	"grp_info_id" integer NOT NULL,
	"ftin" varchar(9) NOT NULL,
	"status" varchar(8) DEFAULT 'PENDING' NOT NULL,
	"proof_kind" varchar(3) NOT NULL,
	"requested_by" varchar(50) NOT NULL,
	"requested_at" timestamp with time zone DEFAULT now() NOT NULL,
	"decided_by" varchar(50),
	"decided_at" timestamp with time zone
);
--> statement-breakpoint
ALTER TABLE "tin_claim" ADD CONSTRAINT "tin_claim_grp_info_id_grp_info_grp_info_id_fk" FOREIGN KEY ("grp_info_id") REFERENCES "public"."grp_info"("grp_info_id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "tin_claim_pending_uq" ON "tin_claim" USING btree ("grp_info_id","ftin") WHERE "tin_claim"."status" = 'PENDING';--> statement-breakpoint
CREATE INDEX "tin_claim_ftin_idx" ON "tin_claim" USING btree ("ftin");