CREATE TABLE "payment" (
	"payment_id" serial PRIMARY KEY NOT NULL,
	"payment_number" varchar(20) NOT NULL,
	"method" varchar(3) NOT NULL,
	"payment_date" date NOT NULL,
	"client_id" integer NOT NULL,
	"payee_ftin" varchar(9) NOT NULL,
	"total_amount" numeric(12, 2) NOT NULL,
	"provider_adjustment_code" varchar(2),
	"provider_adjustment_amount" numeric(12, 2) DEFAULT '0' NOT NULL,
	CONSTRAINT "payment_method_check" CHECK ("payment"."method" IN ('CHK', 'ACH'))
);
--> statement-breakpoint
ALTER TABLE "bill_payment" ADD COLUMN "payment_id" integer;--> statement-breakpoint
ALTER TABLE "payment" ADD CONSTRAINT "payment_client_id_client_client_id_fk" FOREIGN KEY ("client_id") REFERENCES "public"."client"("client_id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "payment_number_idx" ON "payment" USING btree ("payment_number");--> statement-breakpoint
CREATE INDEX "payment_payee_date_idx" ON "payment" USING btree ("payee_ftin","payment_date");--> statement-breakpoint
CREATE INDEX "payment_date_idx" ON "payment" USING btree ("payment_date");--> statement-breakpoint
ALTER TABLE "bill_payment" ADD CONSTRAINT "bill_payment_payment_id_payment_payment_id_fk" FOREIGN KEY ("payment_id") REFERENCES "public"."payment"("payment_id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "bill_payment_payment_idx" ON "bill_payment" USING btree ("payment_id","bill_id");