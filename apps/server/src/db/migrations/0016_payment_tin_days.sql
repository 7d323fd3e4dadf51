CREATE TABLE "payment_tin_day" (
	"ftin" varchar(9) NOT NULL,
	"payment_date" date NOT NULL,
	"tins" text NOT NULL,
	"payments" integer NOT NULL,
	CONSTRAINT "payment_tin_day_ftin_payment_date_tins_pk" PRIMARY KEY("ftin","payment_date","tins"),
	CONSTRAINT "payment_tin_day_payments_check" CHECK ("payment_tin_day"."payments" > 0)
);
--> statement-breakpoint
ALTER TABLE "payment" ADD COLUMN "tins" text DEFAULT '' NOT NULL;--> statement-breakpoint
CREATE INDEX "payment_tin_day_count_idx" ON "payment_tin_day" USING btree ("ftin","payment_date","tins","payments");--> statement-breakpoint
-- A payment's set of TINs and the count of each day's payments per set follow payment_tin in the
-- transaction that changes it (docs/decisions/069-payment-counts-by-day.md). For each payment whose
-- parts changed: its count under the set it had is taken away, its set is read again from its parts,
-- and it is counted under that set. Its row is locked first (in id order), so two transactions that
-- change the parts of one payment take turns, and the second reads what the first committed. The lock
-- is FOR NO KEY UPDATE: each part's foreign key holds a KEY SHARE lock on the payment, which FOR UPDATE
-- would wait for, two transactions each waiting for the other's. The counts are added in key order, so
-- two payments of one day and set wait for each other, never in a circle.
CREATE FUNCTION wcpp_payment_tins_refresh(ids integer[]) RETURNS void LANGUAGE plpgsql AS $$
BEGIN
  PERFORM 1 FROM payment WHERE payment_id = ANY(ids) ORDER BY payment_id FOR NO KEY UPDATE;
  -- Their counts under the sets they had: a row that counted only them goes, the others are lowered
  -- (two sets of rows, one statement; a count that would fall below zero breaks the table's check).
  WITH had AS (
    SELECT t.ftin, p.payment_date, p.tins, count(*)::int AS n
    FROM payment p CROSS JOIN LATERAL unnest(string_to_array(p.tins, ',')) AS t(ftin)
    WHERE p.payment_id = ANY(ids) AND p.tins <> '' GROUP BY 1, 2, 3),
  gone AS (
    DELETE FROM payment_tin_day d USING had
    WHERE d.ftin = had.ftin AND d.payment_date = had.payment_date AND d.tins = had.tins AND d.payments = had.n)
  UPDATE payment_tin_day d SET payments = d.payments - had.n FROM had
  WHERE d.ftin = had.ftin AND d.payment_date = had.payment_date AND d.tins = had.tins AND d.payments <> had.n;
  UPDATE payment p SET tins = coalesce((SELECT string_agg(pt.ftin, ',' ORDER BY pt.ftin) FROM payment_tin pt WHERE pt.payment_id = p.payment_id), '')
  WHERE p.payment_id = ANY(ids);
  INSERT INTO payment_tin_day (ftin, payment_date, tins, payments)
  SELECT t.ftin, p.payment_date, p.tins, count(*)::int
  FROM payment p CROSS JOIN LATERAL unnest(string_to_array(p.tins, ',')) AS t(ftin)
  WHERE p.payment_id = ANY(ids) AND p.tins <> '' GROUP BY 1, 2, 3 ORDER BY 1, 2, 3
  ON CONFLICT (ftin, payment_date, tins) DO UPDATE SET payments = payment_tin_day.payments + EXCLUDED.payments;
END
$$;
--> statement-breakpoint
CREATE FUNCTION wcpp_payment_tin_added() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM wcpp_payment_tins_refresh(ARRAY(SELECT DISTINCT payment_id FROM added));
  RETURN NULL;
END
$$;
--> statement-breakpoint
CREATE FUNCTION wcpp_payment_tin_removed() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM wcpp_payment_tins_refresh(ARRAY(SELECT DISTINCT payment_id FROM removed));
  RETURN NULL;
END
$$;
--> statement-breakpoint
CREATE FUNCTION wcpp_payment_tin_changed() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM wcpp_payment_tins_refresh(ARRAY(SELECT payment_id FROM old_parts UNION SELECT payment_id FROM new_parts));
  RETURN NULL;
END
$$;
--> statement-breakpoint
CREATE FUNCTION wcpp_payment_tin_emptied() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  DELETE FROM payment_tin_day;
  UPDATE payment SET tins = '' WHERE tins <> '';
  RETURN NULL;
END
$$;
--> statement-breakpoint
UPDATE payment p SET tins = parts.tins
FROM (SELECT payment_id, string_agg(ftin, ',' ORDER BY ftin) AS tins FROM payment_tin GROUP BY payment_id) parts
WHERE p.payment_id = parts.payment_id;
--> statement-breakpoint
INSERT INTO payment_tin_day (ftin, payment_date, tins, payments)
SELECT t.ftin, p.payment_date, p.tins, count(*)::int
FROM payment p CROSS JOIN LATERAL unnest(string_to_array(p.tins, ',')) AS t(ftin)
WHERE p.tins <> '' GROUP BY 1, 2, 3;
--> statement-breakpoint
CREATE TRIGGER payment_tin_added AFTER INSERT ON payment_tin REFERENCING NEW TABLE AS added FOR EACH STATEMENT EXECUTE FUNCTION wcpp_payment_tin_added();
--> statement-breakpoint
CREATE TRIGGER payment_tin_removed AFTER DELETE ON payment_tin REFERENCING OLD TABLE AS removed FOR EACH STATEMENT EXECUTE FUNCTION wcpp_payment_tin_removed();
--> statement-breakpoint
CREATE TRIGGER payment_tin_changed AFTER UPDATE ON payment_tin REFERENCING OLD TABLE AS old_parts NEW TABLE AS new_parts FOR EACH STATEMENT EXECUTE FUNCTION wcpp_payment_tin_changed();
--> statement-breakpoint
CREATE TRIGGER payment_tin_emptied AFTER TRUNCATE ON payment_tin FOR EACH STATEMENT EXECUTE FUNCTION wcpp_payment_tin_emptied();
