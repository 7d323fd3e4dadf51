CREATE TABLE "payment_tin" (
	"payment_id" integer NOT NULL,
	"ftin" varchar(9) NOT NULL,
	"payment_date" date NOT NULL,
	"bills" integer NOT NULL,
	"paid" numeric(12, 2) NOT NULL,
	CONSTRAINT "payment_tin_payment_id_ftin_pk" PRIMARY KEY("payment_id","ftin")
);
--> statement-breakpoint
ALTER TABLE "payment_tin" ADD CONSTRAINT "payment_tin_payment_id_payment_payment_id_fk" FOREIGN KEY ("payment_id") REFERENCES "public"."payment"("payment_id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "payment_tin_ftin_date_idx" ON "payment_tin" USING btree ("ftin","payment_date");--> statement-breakpoint
INSERT INTO "payment_tin" ("payment_id", "ftin", "payment_date", "bills", "paid")
SELECT bp.payment_id, b.ftin, p.payment_date, count(*), sum(bp.paid_amount) FROM bill_payment bp JOIN bill b ON b.bill_id = bp.bill_id JOIN payment p ON p.payment_id = bp.payment_id
GROUP BY bp.payment_id, b.ftin, p.payment_date ON CONFLICT DO NOTHING;
