CREATE TABLE "attachment_blob" (
	"attachment_blob_id" bigserial PRIMARY KEY NOT NULL,
	"bill_id" bigint NOT NULL,
	"sha256" varchar(64) NOT NULL,
	"bytes" bigint NOT NULL,
	"complete" boolean DEFAULT false NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "attachment_chunk" (
	"attachment_blob_id" bigint NOT NULL,
	"seq" integer NOT NULL,
	"data" "bytea" NOT NULL,
	CONSTRAINT "attachment_chunk_attachment_blob_id_seq_pk" PRIMARY KEY("attachment_blob_id","seq")
);
--> statement-breakpoint
CREATE TABLE "attachment_file" (
	"attachment_file_id" bigserial PRIMARY KEY NOT NULL,
	"attachment_sending_id" bigint NOT NULL,
	"seq" integer NOT NULL,
	"file_name" varchar(120) NOT NULL,
	"content_type" varchar(40) NOT NULL,
	"document_type" varchar(2) NOT NULL,
	"pages" integer,
	"bytes" bigint NOT NULL,
	"sha256" varchar(64) NOT NULL,
	"attachment_blob_id" bigint NOT NULL,
	"already_stored" boolean DEFAULT false NOT NULL,
	"state" varchar(10) DEFAULT 'sent' NOT NULL,
	"refusal_reason" text,
	"withdrawn_at" timestamp with time zone,
	CONSTRAINT "attachment_file_state_check" CHECK ("attachment_file"."state" IN ('sent', 'received', 'refused', 'withdrawn'))
);
--> statement-breakpoint
CREATE TABLE "attachment_quota" (
	"grp_info_id" integer NOT NULL,
	"day" date NOT NULL,
	"files" integer NOT NULL,
	"bytes" bigint NOT NULL,
	CONSTRAINT "attachment_quota_grp_info_id_day_pk" PRIMARY KEY("grp_info_id","day")
);
--> statement-breakpoint
CREATE TABLE "attachment_sending" (
	"attachment_sending_id" bigserial PRIMARY KEY NOT NULL,
	"receipt_number" varchar(12) NOT NULL,
	"bill_id" bigint NOT NULL,
	"grp_info_id" integer NOT NULL,
	"sender_user_info_id" integer NOT NULL,
	"sent_at" timestamp with time zone DEFAULT now() NOT NULL,
	"request_id" bigint
);
--> statement-breakpoint
ALTER TABLE "bill" ADD COLUMN "pwk_report_type" varchar(2);--> statement-breakpoint
ALTER TABLE "bill" ADD COLUMN "pwk_transmission_code" varchar(2);--> statement-breakpoint
ALTER TABLE "bill" ADD COLUMN "pwk_attachment_control_number" varchar(80);--> statement-breakpoint
ALTER TABLE "attachment_blob" ADD CONSTRAINT "attachment_blob_bill_id_bill_bill_id_fk" FOREIGN KEY ("bill_id") REFERENCES "public"."bill"("bill_id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "attachment_chunk" ADD CONSTRAINT "attachment_chunk_attachment_blob_id_attachment_blob_attachment_blob_id_fk" FOREIGN KEY ("attachment_blob_id") REFERENCES "public"."attachment_blob"("attachment_blob_id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "attachment_file" ADD CONSTRAINT "attachment_file_attachment_sending_id_attachment_sending_attachment_sending_id_fk" FOREIGN KEY ("attachment_sending_id") REFERENCES "public"."attachment_sending"("attachment_sending_id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "attachment_file" ADD CONSTRAINT "attachment_file_attachment_blob_id_attachment_blob_attachment_blob_id_fk" FOREIGN KEY ("attachment_blob_id") REFERENCES "public"."attachment_blob"("attachment_blob_id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "attachment_quota" ADD CONSTRAINT "attachment_quota_grp_info_id_grp_info_grp_info_id_fk" FOREIGN KEY ("grp_info_id") REFERENCES "public"."grp_info"("grp_info_id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "attachment_sending" ADD CONSTRAINT "attachment_sending_bill_id_bill_bill_id_fk" FOREIGN KEY ("bill_id") REFERENCES "public"."bill"("bill_id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "attachment_sending" ADD CONSTRAINT "attachment_sending_grp_info_id_grp_info_grp_info_id_fk" FOREIGN KEY ("grp_info_id") REFERENCES "public"."grp_info"("grp_info_id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "attachment_sending" ADD CONSTRAINT "attachment_sending_sender_user_info_id_user_info_user_info_id_fk" FOREIGN KEY ("sender_user_info_id") REFERENCES "public"."user_info"("user_info_id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "attachment_blob_content_idx" ON "attachment_blob" USING btree ("bill_id","sha256") WHERE "attachment_blob"."complete";--> statement-breakpoint
CREATE INDEX "attachment_blob_incomplete_idx" ON "attachment_blob" USING btree ("created_at") WHERE NOT "attachment_blob"."complete";--> statement-breakpoint
CREATE UNIQUE INDEX "attachment_file_sending_idx" ON "attachment_file" USING btree ("attachment_sending_id","seq");--> statement-breakpoint
CREATE INDEX "attachment_file_blob_idx" ON "attachment_file" USING btree ("attachment_blob_id");--> statement-breakpoint
CREATE UNIQUE INDEX "attachment_sending_receipt_idx" ON "attachment_sending" USING btree ("receipt_number");--> statement-breakpoint
CREATE INDEX "attachment_sending_bill_idx" ON "attachment_sending" USING btree ("bill_id","sent_at");