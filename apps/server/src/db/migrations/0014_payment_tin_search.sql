DROP INDEX "payment_tin_ftin_date_idx";--> statement-breakpoint
CREATE INDEX "payment_tin_search_idx" ON "payment_tin" USING btree ("ftin","payment_date","payment_id","bills","paid");