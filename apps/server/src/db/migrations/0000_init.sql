CREATE TABLE "grp_ftin" (
	"grp_info_id" integer NOT NULL,
	"ftin" varchar(9) NOT NULL,
	"created_dt" timestamp with time zone DEFAULT now() NOT NULL,
	"added_dt" timestamp with time zone DEFAULT now() NOT NULL,
	"inactive_dt" timestamp with time zone,
	"last_updated_user_nm" varchar(50),
	CONSTRAINT "grp_ftin_grp_info_id_ftin_pk" PRIMARY KEY("grp_info_id","ftin")
);
--> statement-breakpoint
CREATE TABLE "grp_info" (
	"grp_info_id" serial PRIMARY KEY NOT NULL,
	"grp_name" varchar(120) NOT NULL,
	"created_dt" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "password_reset_token" (
	"password_reset_token_id" serial PRIMARY KEY NOT NULL,
	"user_info_id" integer NOT NULL,
	"token_hash" varchar(128) NOT NULL,
	"temp_password_hash" text NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"used_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "registration_token" (
	"registration_token_id" serial PRIMARY KEY NOT NULL,
	"email_addr" varchar(120) NOT NULL,
	"token_hash" varchar(128) NOT NULL,
	"auth_code_hash" varchar(128) NOT NULL,
	"campaign" varchar(64),
	"user_info_id" integer,
	"expires_at" timestamp with time zone NOT NULL,
	"used_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "restricted_ftin" (
	"ftin" varchar(9) PRIMARY KEY NOT NULL,
	"reason" varchar(120) NOT NULL
);
--> statement-breakpoint
CREATE TABLE "sec_question" (
	"sec_qstn_id" serial PRIMARY KEY NOT NULL,
	"sec_qstn" varchar(200) NOT NULL
);
--> statement-breakpoint
CREATE TABLE "user_ftin" (
	"user_info_id" integer NOT NULL,
	"ftin" varchar(9) NOT NULL,
	"active_flag" boolean DEFAULT true NOT NULL,
	"created_dt" timestamp with time zone DEFAULT now() NOT NULL,
	"last_updated_user_nm" varchar(50),
	CONSTRAINT "user_ftin_user_info_id_ftin_pk" PRIMARY KEY("user_info_id","ftin")
);
--> statement-breakpoint
CREATE TABLE "user_info" (
	"user_info_id" serial PRIMARY KEY NOT NULL,
	"user_nm" varchar(50) NOT NULL,
	"user_first_name" varchar(40) NOT NULL,
	"user_last_name" varchar(40) NOT NULL,
	"user_mid_name" varchar(1),
	"email_addr" varchar(120),
	"phone_num" varchar(15),
	"employee_id" varchar(20),
	"type_cd" varchar(4) NOT NULL,
	"status_cd" varchar(5) NOT NULL,
	"affiliation_cd" varchar(10),
	"affiliation_desc" varchar(80),
	"job_title" varchar(128),
	"company_nm" varchar(128),
	"company_url" varchar(128),
	"enlyte_employee" boolean DEFAULT false NOT NULL,
	"grp_info_id" integer,
	"mgr_user_info_id" integer,
	"password_hash" text,
	"failed_attempts" integer DEFAULT 0 NOT NULL,
	"locked_until" timestamp with time zone,
	"created_dt" timestamp with time zone DEFAULT now() NOT NULL,
	"last_login_dt" timestamp with time zone,
	"password_changed_dt" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "location_attribute" (
	"location_attribute_id" serial PRIMARY KEY NOT NULL,
	"ofc_id" integer NOT NULL,
	"kind" varchar(10) NOT NULL,
	"description" varchar(120) NOT NULL
);
--> statement-breakpoint
CREATE TABLE "provider_license" (
	"provider_license_id" serial PRIMARY KEY NOT NULL,
	"prv_id" integer NOT NULL,
	"license_type" varchar(40) NOT NULL,
	"state_code" varchar(2) NOT NULL,
	"license_nbr" varchar(30) NOT NULL,
	"issue_date" date,
	"expiration_date" date,
	"status" varchar(20) NOT NULL
);
--> statement-breakpoint
CREATE TABLE "provider_location" (
	"ofc_id" serial PRIMARY KEY NOT NULL,
	"prv_id" integer NOT NULL,
	"location_name" varchar(120) NOT NULL,
	"address" varchar(200) NOT NULL,
	"city" varchar(60) NOT NULL,
	"state" varchar(2) NOT NULL,
	"zip" varchar(10) NOT NULL,
	"phone_nbr" varchar(15),
	"fax_nbr" varchar(15),
	"email_address" varchar(120),
	"accept_wc" boolean DEFAULT true NOT NULL,
	"primary_flag" boolean DEFAULT false NOT NULL
);
--> statement-breakpoint
CREATE TABLE "provider_specialty" (
	"provider_specialty_id" serial PRIMARY KEY NOT NULL,
	"prv_id" integer NOT NULL,
	"spec_desc" varchar(120) NOT NULL,
	"srr_rank" smallint NOT NULL
);
--> statement-breakpoint
CREATE TABLE "provider" (
	"prv_id" integer PRIMARY KEY NOT NULL,
	"prv_tax_id" varchar(9) NOT NULL,
	"prv_provider_type" varchar(1) NOT NULL,
	"prv_name" varchar(120) NOT NULL,
	"prv_npi" varchar(10),
	"lob_string" varchar(40),
	"phy_first_name" varchar(40),
	"phy_middle_name" varchar(40),
	"phy_last_name" varchar(40),
	"degree_str" varchar(40),
	"phy_date_of_birth" date,
	"phy_gender" varchar(1),
	"language_str" varchar(120),
	"facl_facility_name" varchar(120)
);
--> statement-breakpoint
CREATE TABLE "client" (
	"client_id" serial PRIMARY KEY NOT NULL,
	"ae_name" varchar(120) NOT NULL,
	"affltd_payor_name" varchar(120),
	"ecs_name" varchar(120),
	"bill_clm_attntn" varchar(120),
	"bill_clm_addr" varchar(200),
	"ecs_phone_num" varchar(15),
	"bill_clm_phone_num" varchar(15),
	"ecs_payor_id" varchar(20)
);
--> statement-breakpoint
CREATE TABLE "client_participation" (
	"client_participation_id" serial PRIMARY KEY NOT NULL,
	"client_id" integer NOT NULL,
	"prv_id" integer NOT NULL,
	"ftin" varchar(9) NOT NULL,
	"state" varchar(2) NOT NULL,
	"product_cd" varchar(10) NOT NULL,
	"lob" varchar(4) NOT NULL
);
--> statement-breakpoint
CREATE TABLE "product" (
	"product_cd" varchar(10) PRIMARY KEY NOT NULL,
	"product_name" varchar(80) NOT NULL
);
--> statement-breakpoint
CREATE TABLE "bill_line" (
	"bill_id" bigint NOT NULL,
	"line_no" smallint NOT NULL,
	"service_date" date NOT NULL,
	"procedure_code" varchar(10) NOT NULL,
	"modifier" varchar(4),
	"description" varchar(120) NOT NULL,
	"units" smallint NOT NULL,
	"billed" numeric(12, 2) NOT NULL,
	"allowance" numeric(12, 2) NOT NULL,
	"reason_codes" varchar(40)
);
--> statement-breakpoint
CREATE TABLE "bill_payment" (
	"bill_id" bigint PRIMARY KEY NOT NULL,
	"paid_amount" numeric(12, 2) NOT NULL,
	"paid_date" date NOT NULL,
	"check_number" varchar(20) NOT NULL
);
--> statement-breakpoint
CREATE TABLE "bill" (
	"bill_id" bigserial PRIMARY KEY NOT NULL,
	"mitch_bill" boolean DEFAULT false NOT NULL,
	"mcps_bill" boolean DEFAULT false NOT NULL,
	"bill_control_number" varchar(22) NOT NULL,
	"document_id" varchar(50),
	"billing_id" varchar(30),
	"ex_id" varchar(30),
	"ftin" varchar(9) NOT NULL,
	"claim_id" integer,
	"claim_number" varchar(40) NOT NULL,
	"date_of_injury" date,
	"patient_first_name" varchar(40) NOT NULL,
	"patient_middle_name" varchar(40),
	"patient_last_name" varchar(40) NOT NULL,
	"patient_dob" date NOT NULL,
	"begin_service_date" date NOT NULL,
	"end_service_date" date NOT NULL,
	"physician_first_name" varchar(40),
	"physician_middle_name" varchar(40),
	"physician_last_name" varchar(40),
	"facility_name" varchar(120),
	"prv_id" integer,
	"bill_charges" numeric(12, 2) NOT NULL,
	"recommended_allowance" numeric(12, 2),
	"bill_status" varchar(12) NOT NULL,
	"payer_id" varchar(20),
	"payer_name" varchar(120),
	"eor" boolean DEFAULT false NOT NULL,
	"form_type" varchar(8) NOT NULL,
	"has_image" boolean DEFAULT true NOT NULL
);
--> statement-breakpoint
CREATE TABLE "claim" (
	"claim_id" serial PRIMARY KEY NOT NULL,
	"claim_number" varchar(40) NOT NULL,
	"claimant_first_name" varchar(40) NOT NULL,
	"claimant_last_name" varchar(40) NOT NULL,
	"claimant_dob" date NOT NULL,
	"claimant_doi" date NOT NULL,
	"state_of_jurisdiction" varchar(2) NOT NULL,
	"claimant_gender" varchar(1) NOT NULL,
	"client_id" integer,
	"lob" varchar(4) DEFAULT 'WC' NOT NULL
);
--> statement-breakpoint
CREATE TABLE "wcp_notification_user" (
	"wcp_notification_id" integer NOT NULL,
	"user_info_id" integer NOT NULL,
	"notification_user_dwnld" varchar(1) DEFAULT 'N' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "wcp_notification_user_wcp_notification_id_user_info_id_pk" PRIMARY KEY("wcp_notification_id","user_info_id")
);
--> statement-breakpoint
CREATE TABLE "wcp_notification" (
	"wcp_notification_id" serial PRIMARY KEY NOT NULL,
	"name" varchar(64) NOT NULL,
	"send_dt" timestamp with time zone,
	"status" varchar(10) NOT NULL,
	"send_email" varchar(3) DEFAULT 'NO' NOT NULL,
	"last_update_by" varchar(50) NOT NULL,
	"create_dt" timestamp with time zone DEFAULT now() NOT NULL,
	"last_update" timestamp with time zone DEFAULT now() NOT NULL,
	"campaign" varchar(64),
	"requested_by" varchar(22),
	"link" text,
	"user_not_list" text
);
--> statement-breakpoint
CREATE TABLE "fee_sched_rqst" (
	"fee_sched_rqst_id" serial PRIMARY KEY NOT NULL,
	"user_info_id" integer NOT NULL,
	"national_rate_cd" varchar(20) NOT NULL,
	"prv_name" varchar(120) NOT NULL,
	"zip" varchar(10) NOT NULL,
	"prv_id" integer NOT NULL,
	"status" varchar(12) NOT NULL,
	"file_name" varchar(200),
	"file_content" "bytea",
	"file_viewed" boolean DEFAULT false NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"completed_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "rate_code" (
	"rate_code_id" serial PRIMARY KEY NOT NULL,
	"national_rate_cd" varchar(20) NOT NULL,
	"lob" varchar(5) NOT NULL,
	"ftin" varchar(9) NOT NULL,
	"prv_id" integer NOT NULL,
	"prov_lctn_name" varchar(120) NOT NULL,
	"prov_lctn_addr" varchar(200) NOT NULL,
	"prov_lctn_details" varchar(200),
	"lctn_zip_cd" varchar(10) NOT NULL,
	"cpd_prov_id" varchar(12) NOT NULL
);
--> statement-breakpoint
CREATE TABLE "app_property" (
	"property_nm" varchar(60) PRIMARY KEY NOT NULL,
	"property_value" varchar(400) NOT NULL
);
--> statement-breakpoint
CREATE TABLE "audit_log" (
	"audit_id" bigserial PRIMARY KEY NOT NULL,
	"at" timestamp with time zone DEFAULT now() NOT NULL,
	"actor_user_nm" varchar(50),
	"as_user_nm" varchar(50),
	"action" varchar(60) NOT NULL,
	"target" varchar(200),
	"detail" jsonb,
	"ip" varchar(60)
);
--> statement-breakpoint
CREATE TABLE "job" (
	"job_id" serial PRIMARY KEY NOT NULL,
	"kind" varchar(40) NOT NULL,
	"payload" jsonb NOT NULL,
	"status" varchar(12) DEFAULT 'QUEUED' NOT NULL,
	"run_at" timestamp with time zone DEFAULT now() NOT NULL,
	"attempts" integer DEFAULT 0 NOT NULL,
	"result" jsonb,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "mail_outbox" (
	"mail_id" serial PRIMARY KEY NOT NULL,
	"to_addr" varchar(120) NOT NULL,
	"subject" varchar(200) NOT NULL,
	"text_body" text NOT NULL,
	"html_body" text NOT NULL,
	"status" varchar(10) DEFAULT 'PENDING' NOT NULL,
	"attempts" integer DEFAULT 0 NOT NULL,
	"last_error" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"sent_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "resource_document" (
	"resource_document_id" serial PRIMARY KEY NOT NULL,
	"name" varchar(200) NOT NULL,
	"category" varchar(4) NOT NULL,
	"walkme_id" varchar(40),
	"path" varchar(200) NOT NULL,
	"content_type" varchar(60) NOT NULL,
	"content" "bytea" NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "resource_document_path_unique" UNIQUE("path")
);
--> statement-breakpoint
ALTER TABLE "grp_ftin" ADD CONSTRAINT "grp_ftin_grp_info_id_grp_info_grp_info_id_fk" FOREIGN KEY ("grp_info_id") REFERENCES "public"."grp_info"("grp_info_id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "password_reset_token" ADD CONSTRAINT "password_reset_token_user_info_id_user_info_user_info_id_fk" FOREIGN KEY ("user_info_id") REFERENCES "public"."user_info"("user_info_id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "registration_token" ADD CONSTRAINT "registration_token_user_info_id_user_info_user_info_id_fk" FOREIGN KEY ("user_info_id") REFERENCES "public"."user_info"("user_info_id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "user_ftin" ADD CONSTRAINT "user_ftin_user_info_id_user_info_user_info_id_fk" FOREIGN KEY ("user_info_id") REFERENCES "public"."user_info"("user_info_id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "user_info" ADD CONSTRAINT "user_info_grp_info_id_grp_info_grp_info_id_fk" FOREIGN KEY ("grp_info_id") REFERENCES "public"."grp_info"("grp_info_id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "location_attribute" ADD CONSTRAINT "location_attribute_ofc_id_provider_location_ofc_id_fk" FOREIGN KEY ("ofc_id") REFERENCES "public"."provider_location"("ofc_id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "provider_license" ADD CONSTRAINT "provider_license_prv_id_provider_prv_id_fk" FOREIGN KEY ("prv_id") REFERENCES "public"."provider"("prv_id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "provider_location" ADD CONSTRAINT "provider_location_prv_id_provider_prv_id_fk" FOREIGN KEY ("prv_id") REFERENCES "public"."provider"("prv_id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "provider_specialty" ADD CONSTRAINT "provider_specialty_prv_id_provider_prv_id_fk" FOREIGN KEY ("prv_id") REFERENCES "public"."provider"("prv_id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "client_participation" ADD CONSTRAINT "client_participation_client_id_client_client_id_fk" FOREIGN KEY ("client_id") REFERENCES "public"."client"("client_id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "client_participation" ADD CONSTRAINT "client_participation_prv_id_provider_prv_id_fk" FOREIGN KEY ("prv_id") REFERENCES "public"."provider"("prv_id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "client_participation" ADD CONSTRAINT "client_participation_product_cd_product_product_cd_fk" FOREIGN KEY ("product_cd") REFERENCES "public"."product"("product_cd") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "bill_line" ADD CONSTRAINT "bill_line_bill_id_bill_bill_id_fk" FOREIGN KEY ("bill_id") REFERENCES "public"."bill"("bill_id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "bill_payment" ADD CONSTRAINT "bill_payment_bill_id_bill_bill_id_fk" FOREIGN KEY ("bill_id") REFERENCES "public"."bill"("bill_id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "bill" ADD CONSTRAINT "bill_claim_id_claim_claim_id_fk" FOREIGN KEY ("claim_id") REFERENCES "public"."claim"("claim_id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "claim" ADD CONSTRAINT "claim_client_id_client_client_id_fk" FOREIGN KEY ("client_id") REFERENCES "public"."client"("client_id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "wcp_notification_user" ADD CONSTRAINT "wcp_notification_user_wcp_notification_id_wcp_notification_wcp_notification_id_fk" FOREIGN KEY ("wcp_notification_id") REFERENCES "public"."wcp_notification"("wcp_notification_id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "wcp_notification_user" ADD CONSTRAINT "wcp_notification_user_user_info_id_user_info_user_info_id_fk" FOREIGN KEY ("user_info_id") REFERENCES "public"."user_info"("user_info_id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "fee_sched_rqst" ADD CONSTRAINT "fee_sched_rqst_user_info_id_user_info_user_info_id_fk" FOREIGN KEY ("user_info_id") REFERENCES "public"."user_info"("user_info_id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "grp_ftin_ftin_idx" ON "grp_ftin" USING btree ("ftin");--> statement-breakpoint
CREATE UNIQUE INDEX "password_reset_token_hash_uq" ON "password_reset_token" USING btree ("token_hash");--> statement-breakpoint
CREATE UNIQUE INDEX "registration_token_hash_uq" ON "registration_token" USING btree ("token_hash");--> statement-breakpoint
CREATE UNIQUE INDEX "user_info_user_nm_uq" ON "user_info" USING btree (lower("user_nm"));--> statement-breakpoint
CREATE INDEX "user_info_email_idx" ON "user_info" USING btree (lower("email_addr"));--> statement-breakpoint
CREATE INDEX "user_info_grp_idx" ON "user_info" USING btree ("grp_info_id");--> statement-breakpoint
CREATE INDEX "location_attribute_ofc_idx" ON "location_attribute" USING btree ("ofc_id");--> statement-breakpoint
CREATE INDEX "provider_license_prv_idx" ON "provider_license" USING btree ("prv_id");--> statement-breakpoint
CREATE INDEX "provider_location_prv_idx" ON "provider_location" USING btree ("prv_id");--> statement-breakpoint
CREATE INDEX "provider_specialty_prv_idx" ON "provider_specialty" USING btree ("prv_id");--> statement-breakpoint
CREATE INDEX "provider_tax_idx" ON "provider" USING btree ("prv_tax_id","prv_name");--> statement-breakpoint
CREATE INDEX "client_participation_lookup_idx" ON "client_participation" USING btree ("ftin","prv_id","lob","state","product_cd");--> statement-breakpoint
CREATE INDEX "bill_line_bill_idx" ON "bill_line" USING btree ("bill_id","line_no");--> statement-breakpoint
CREATE INDEX "bill_ftin_claim_idx" ON "bill" USING btree ("ftin",upper("claim_number"),"begin_service_date");--> statement-breakpoint
CREATE INDEX "bill_ftin_claimant_idx" ON "bill" USING btree ("ftin",lower("patient_last_name"),"patient_dob","begin_service_date");--> statement-breakpoint
CREATE INDEX "bill_bcn_idx" ON "bill" USING btree ("bill_control_number");--> statement-breakpoint
CREATE INDEX "bill_document_idx" ON "bill" USING btree ("document_id");--> statement-breakpoint
CREATE INDEX "claim_number_idx" ON "claim" USING btree ("claim_number");--> statement-breakpoint
CREATE INDEX "claim_claimant_idx" ON "claim" USING btree (lower("claimant_last_name"),"claimant_dob","claimant_doi");--> statement-breakpoint
CREATE INDEX "notification_user_user_idx" ON "wcp_notification_user" USING btree ("user_info_id");--> statement-breakpoint
CREATE INDEX "fee_sched_rqst_user_idx" ON "fee_sched_rqst" USING btree ("user_info_id");--> statement-breakpoint
CREATE INDEX "rate_code_lookup_idx" ON "rate_code" USING btree ("lob","prv_id","ftin");--> statement-breakpoint
CREATE INDEX "audit_log_actor_idx" ON "audit_log" USING btree ("actor_user_nm","at");--> statement-breakpoint
CREATE INDEX "audit_log_action_idx" ON "audit_log" USING btree ("action","at");--> statement-breakpoint
CREATE INDEX "job_status_run_idx" ON "job" USING btree ("status","run_at");