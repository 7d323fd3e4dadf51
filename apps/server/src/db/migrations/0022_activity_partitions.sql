-- The activity record by month (issue 47 §3, decision 093): audit_log and audit_record partitioned by
-- the month of their row's time, so that retention drops a whole sealed month and never deletes a row.
-- The rows so far move into the new tables as they are (same ids, same transactions: their seals hold).
ALTER SEQUENCE audit_log_audit_id_seq OWNED BY NONE;--> statement-breakpoint
ALTER TABLE audit_log RENAME TO audit_log_unpartitioned;--> statement-breakpoint
ALTER TABLE audit_record RENAME TO audit_record_unpartitioned;--> statement-breakpoint
CREATE TABLE "audit_log" (
	"audit_id" bigint DEFAULT nextval('audit_log_audit_id_seq') NOT NULL,
	"at" timestamp with time zone DEFAULT now() NOT NULL,
	"actor_user_nm" varchar(50),
	"as_user_nm" varchar(50),
	"action" varchar(60) NOT NULL,
	"target" varchar(200),
	"detail" jsonb,
	"ip" varchar(60),
	"grp_info_id" integer,
	"user_agent" varchar(200),
	"xact_id" "xid8" DEFAULT pg_current_xact_id() NOT NULL
) PARTITION BY RANGE ("at");--> statement-breakpoint
ALTER SEQUENCE audit_log_audit_id_seq OWNED BY audit_log.audit_id;--> statement-breakpoint
CREATE TABLE "audit_record" (
	"audit_id" bigint NOT NULL,
	"at" timestamp with time zone NOT NULL,
	"kind" varchar(8) NOT NULL,
	"ref" varchar(40) NOT NULL
) PARTITION BY RANGE ("at");--> statement-breakpoint
-- The refusal names the record's table, not the month's partition it hit.
CREATE OR REPLACE FUNCTION wcpp_append_only() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  whole text := coalesce((SELECT p.relname::text FROM pg_inherits i JOIN pg_class p ON p.oid = i.inhparent WHERE i.inhrelid = TG_RELID), TG_TABLE_NAME);
BEGIN
  RAISE EXCEPTION 'the activity record is append-only: % on % is refused', TG_OP, whole USING ERRCODE = 'insufficient_privilege';
END $$;--> statement-breakpoint
-- A month's two partitions, append-only like their parents: a partition is a table of its own, so it
-- carries its own TRUNCATE trigger (a row trigger of the parent is cloned to it) and its own revoked
-- privileges. Returns whether it created them. The sweep calls it for the months ahead (decision 093).
CREATE FUNCTION wcpp_audit_month(month date) RETURNS boolean LANGUAGE plpgsql AS $$
DECLARE
  first date := date_trunc('month', month)::date;
  suffix text := to_char(first, 'YYYY_MM');
  t text;
BEGIN
  -- Instances creating the same month at once take turns; the second finds it made.
  PERFORM pg_advisory_xact_lock(hashtext('wcpp_audit_month'));
  IF to_regclass('audit_log_p' || suffix) IS NOT NULL THEN
    RETURN false;
  END IF;
  FOREACH t IN ARRAY ARRAY['audit_log', 'audit_record'] LOOP
    -- Cut at UTC month starts, whatever the session's time zone.
    EXECUTE format('CREATE TABLE %I PARTITION OF %I FOR VALUES FROM (%L) TO (%L)', t || '_p' || suffix, t,
      first::timestamp AT TIME ZONE 'UTC', (first + interval '1 month')::timestamp AT TIME ZONE 'UTC');
    EXECUTE format('CREATE TRIGGER %I BEFORE TRUNCATE ON %I FOR EACH STATEMENT EXECUTE FUNCTION wcpp_append_only()', t || '_p' || suffix || '_no_truncate', t || '_p' || suffix);
    EXECUTE format('REVOKE UPDATE, DELETE, TRUNCATE ON %I FROM PUBLIC, CURRENT_USER', t || '_p' || suffix);
  END LOOP;
  RETURN true;
END $$;--> statement-breakpoint
-- Rows of a month with no partition yet (a sweep that did not run for a year) are kept, never lost.
CREATE TABLE audit_log_pdefault PARTITION OF audit_log DEFAULT;--> statement-breakpoint
CREATE TABLE audit_record_pdefault PARTITION OF audit_record DEFAULT;--> statement-breakpoint
DO $$
DECLARE m date;
BEGIN
  FOR m IN SELECT generate_series(date_trunc('month', coalesce((SELECT min(at) FROM audit_log_unpartitioned), now()) AT TIME ZONE 'UTC'), date_trunc('month', now() AT TIME ZONE 'UTC') + interval '12 months', interval '1 month')::date LOOP
    PERFORM wcpp_audit_month(m);
  END LOOP;
END $$;--> statement-breakpoint
INSERT INTO audit_log (audit_id, at, actor_user_nm, as_user_nm, action, target, detail, ip, grp_info_id, user_agent, xact_id)
  SELECT audit_id, at, actor_user_nm, as_user_nm, action, target, detail, ip, grp_info_id, user_agent, xact_id FROM audit_log_unpartitioned;--> statement-breakpoint
INSERT INTO audit_record (audit_id, at, kind, ref)
  SELECT r.audit_id, a.at, r.kind, r.ref FROM audit_record_unpartitioned r JOIN audit_log_unpartitioned a ON a.audit_id = r.audit_id;--> statement-breakpoint
DROP TABLE audit_record_unpartitioned;--> statement-breakpoint
DROP TABLE audit_log_unpartitioned;--> statement-breakpoint
ALTER TABLE "audit_log" ADD CONSTRAINT "audit_log_audit_id_at_pk" PRIMARY KEY("audit_id","at");--> statement-breakpoint
ALTER TABLE "audit_record" ADD CONSTRAINT "audit_record_audit_id_at_kind_ref_pk" PRIMARY KEY("audit_id","at","kind","ref");--> statement-breakpoint
CREATE INDEX "audit_log_actor_idx" ON "audit_log" USING btree ("actor_user_nm","at");--> statement-breakpoint
CREATE INDEX "audit_log_action_idx" ON "audit_log" USING btree ("action","at");--> statement-breakpoint
CREATE INDEX "audit_log_group_idx" ON "audit_log" USING btree ("grp_info_id","at","audit_id");--> statement-breakpoint
CREATE INDEX "audit_log_at_idx" ON "audit_log" USING btree ("at","audit_id");--> statement-breakpoint
CREATE INDEX "audit_log_xact_idx" ON "audit_log" USING btree ("xact_id");--> statement-breakpoint
CREATE INDEX "audit_record_ref_idx" ON "audit_record" USING btree ("kind","ref","at","audit_id");--> statement-breakpoint
CREATE TRIGGER audit_log_append_only BEFORE UPDATE OR DELETE ON audit_log FOR EACH ROW EXECUTE FUNCTION wcpp_append_only();--> statement-breakpoint
CREATE TRIGGER audit_log_no_truncate BEFORE TRUNCATE ON audit_log FOR EACH STATEMENT EXECUTE FUNCTION wcpp_append_only();--> statement-breakpoint
CREATE TRIGGER audit_record_append_only BEFORE UPDATE OR DELETE ON audit_record FOR EACH ROW EXECUTE FUNCTION wcpp_append_only();--> statement-breakpoint
CREATE TRIGGER audit_record_no_truncate BEFORE TRUNCATE ON audit_record FOR EACH STATEMENT EXECUTE FUNCTION wcpp_append_only();--> statement-breakpoint
CREATE TRIGGER audit_log_pdefault_no_truncate BEFORE TRUNCATE ON audit_log_pdefault FOR EACH STATEMENT EXECUTE FUNCTION wcpp_append_only();--> statement-breakpoint
CREATE TRIGGER audit_record_pdefault_no_truncate BEFORE TRUNCATE ON audit_record_pdefault FOR EACH STATEMENT EXECUTE FUNCTION wcpp_append_only();--> statement-breakpoint
-- The months retired: what the verifier needs to tell a retired row from a deleted one. Append-only.
CREATE TABLE "audit_retention" (
	"month" varchar(7) PRIMARY KEY NOT NULL,
	"retired_at" timestamp with time zone DEFAULT now() NOT NULL,
	"row_count" bigint NOT NULL,
	"whole_blocks" jsonb NOT NULL,
	"partial_blocks" jsonb NOT NULL,
	"keep_months" integer NOT NULL
);--> statement-breakpoint
CREATE TRIGGER audit_retention_append_only BEFORE UPDATE OR DELETE ON audit_retention FOR EACH ROW EXECUTE FUNCTION wcpp_append_only();--> statement-breakpoint
CREATE TRIGGER audit_retention_no_truncate BEFORE TRUNCATE ON audit_retention FOR EACH STATEMENT EXECUTE FUNCTION wcpp_append_only();--> statement-breakpoint
REVOKE UPDATE, DELETE, TRUNCATE ON audit_log, audit_record, audit_log_pdefault, audit_record_pdefault, audit_retention FROM PUBLIC, CURRENT_USER;
