CREATE TABLE "audit_record" (
	"audit_id" bigint NOT NULL,
	"kind" varchar(8) NOT NULL,
	"ref" varchar(40) NOT NULL,
	CONSTRAINT "audit_record_audit_id_kind_ref_pk" PRIMARY KEY("audit_id","kind","ref")
);
--> statement-breakpoint
CREATE TABLE "audit_records_since" (
	"since" timestamp with time zone PRIMARY KEY NOT NULL
);
--> statement-breakpoint
CREATE TABLE "audit_seal" (
	"block_no" bigint PRIMARY KEY NOT NULL,
	"xact_from" "xid8" NOT NULL,
	"xact_to" "xid8" NOT NULL,
	"row_count" integer NOT NULL,
	"row_ids" bigint[] NOT NULL,
	"row_digests" "bytea" NOT NULL,
	"prev_hash" "bytea" NOT NULL,
	"hash" "bytea" NOT NULL,
	"sealed_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "audit_log" ADD COLUMN "grp_info_id" integer;--> statement-breakpoint
ALTER TABLE "audit_log" ADD COLUMN "user_agent" varchar(200);--> statement-breakpoint
ALTER TABLE "audit_log" ADD COLUMN "xact_id" "xid8" DEFAULT pg_current_xact_id() NOT NULL;--> statement-breakpoint
CREATE INDEX "audit_record_ref_idx" ON "audit_record" USING btree ("kind","ref","audit_id");--> statement-breakpoint
CREATE INDEX "audit_log_group_idx" ON "audit_log" USING btree ("grp_info_id","at","audit_id");--> statement-breakpoint
CREATE INDEX "audit_log_at_idx" ON "audit_log" USING btree ("at","audit_id");--> statement-breakpoint
CREATE INDEX "audit_log_xact_idx" ON "audit_log" USING btree ("xact_id");--> statement-breakpoint
-- The activity record (issue 47, decision 090). What the rows before this migration said, backfilled
-- where it can be: the effective person's group (their group today), the payment and claim a row
-- named, a TIN in its detail, a bill named by control number and TIN. Rows from here on name their
-- records as they are written; audit_records_since says from when.
UPDATE audit_log a SET grp_info_id = u.grp_info_id FROM user_info u WHERE u.user_nm = coalesce(a.as_user_nm, a.actor_user_nm);--> statement-breakpoint
INSERT INTO audit_record (audit_id, kind, ref)
  SELECT audit_id, 'payment', target FROM audit_log
  WHERE action IN ('PAYMENT_DETAIL', 'PAYMENT_835', 'PAYMENT_REMITTANCE') AND target ~ '^[0-9]{1,18}$'
  UNION SELECT audit_id, 'claim', left(target, 40) FROM audit_log WHERE action = 'CLAIM_VIEW' AND target IS NOT NULL
  UNION SELECT audit_id, 'tin', detail->>'ftin' FROM audit_log WHERE detail->>'ftin' ~ '^[0-9]{9}$'
  UNION SELECT a.audit_id, 'bill', b.bill_id::text FROM audit_log a JOIN bill b ON b.bill_control_number = a.target AND b.ftin = a.detail->>'ftin'
  WHERE a.action IN ('BILL_IMAGE_VIEW', 'BILL_REFERENCE_VIEW', 'EOR_VIEW', 'PRICE_SHEET_VIEW', 'PAYMENT_VIEW')
  ON CONFLICT DO NOTHING;--> statement-breakpoint
INSERT INTO audit_records_since (since) VALUES (now());--> statement-breakpoint
-- Append-only, for everyone (issue 47 §3): no UPDATE, DELETE or TRUNCATE of the record, its records
-- or its seals, whoever asks; and the role that owns them (the portal's) gives up those privileges.
CREATE FUNCTION wcpp_append_only() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  RAISE EXCEPTION 'the activity record is append-only: % on % is refused', TG_OP, TG_TABLE_NAME USING ERRCODE = 'insufficient_privilege';
END $$;--> statement-breakpoint
CREATE TRIGGER audit_log_append_only BEFORE UPDATE OR DELETE ON audit_log FOR EACH ROW EXECUTE FUNCTION wcpp_append_only();--> statement-breakpoint
CREATE TRIGGER audit_log_no_truncate BEFORE TRUNCATE ON audit_log FOR EACH STATEMENT EXECUTE FUNCTION wcpp_append_only();--> statement-breakpoint
CREATE TRIGGER audit_record_append_only BEFORE UPDATE OR DELETE ON audit_record FOR EACH ROW EXECUTE FUNCTION wcpp_append_only();--> statement-breakpoint
CREATE TRIGGER audit_record_no_truncate BEFORE TRUNCATE ON audit_record FOR EACH STATEMENT EXECUTE FUNCTION wcpp_append_only();--> statement-breakpoint
CREATE TRIGGER audit_seal_append_only BEFORE UPDATE OR DELETE ON audit_seal FOR EACH ROW EXECUTE FUNCTION wcpp_append_only();--> statement-breakpoint
CREATE TRIGGER audit_seal_no_truncate BEFORE TRUNCATE ON audit_seal FOR EACH STATEMENT EXECUTE FUNCTION wcpp_append_only();--> statement-breakpoint
REVOKE UPDATE, DELETE, TRUNCATE ON audit_log, audit_record, audit_seal FROM PUBLIC, CURRENT_USER;
