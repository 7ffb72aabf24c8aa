CREATE TABLE "cod_expectations" (
	"awb" text PRIMARY KEY NOT NULL,
	"order_id" text NOT NULL,
	"order_code" text NOT NULL,
	"shipment_id" text NOT NULL,
	"amount_paise" integer NOT NULL,
	"delivered_at" bigint NOT NULL
);
--> statement-breakpoint
CREATE TABLE "cod_remittance_lines" (
	"awb" text NOT NULL,
	"reference" text NOT NULL,
	"amount_paise" integer NOT NULL,
	"remitted_on" text,
	"imported_at" bigint NOT NULL,
	CONSTRAINT "cod_remittance_lines_awb_reference_pk" PRIMARY KEY("awb","reference")
);
--> statement-breakpoint
CREATE TABLE "courier_bookings" (
	"order_id" text NOT NULL,
	"shipment_id" text NOT NULL,
	"channel_order_id" text NOT NULL,
	"state" text NOT NULL,
	"claim_token" text NOT NULL,
	"claimed_at" bigint NOT NULL,
	"cod_amount_paise" integer NOT NULL,
	"provider_order_id" text,
	"provider_shipment_id" text,
	"awb" text,
	"courier_name" text,
	"pickup_scheduled_at" text,
	"created_at" bigint NOT NULL,
	"updated_at" bigint NOT NULL,
	CONSTRAINT "courier_bookings_order_id_shipment_id_pk" PRIMARY KEY("order_id","shipment_id"),
	CONSTRAINT "courier_bookings_awb_unique" UNIQUE("awb"),
	CONSTRAINT "courier_bookings_state" CHECK ("courier_bookings"."state" in ('CLAIMED', 'CREATED', 'AWB_ASSIGNED', 'PICKUP_REQUESTED')),
	CONSTRAINT "courier_bookings_cod_not_negative" CHECK ("courier_bookings"."cod_amount_paise" >= 0)
);
--> statement-breakpoint
CREATE TABLE "tax_counters" (
	"series" text NOT NULL,
	"financial_year" text NOT NULL,
	"last" integer NOT NULL,
	CONSTRAINT "tax_counters_series_financial_year_pk" PRIMARY KEY("series","financial_year")
);
--> statement-breakpoint
CREATE TABLE "tax_documents" (
	"id" text PRIMARY KEY NOT NULL,
	"seq" bigint GENERATED ALWAYS AS IDENTITY (sequence name "tax_documents_seq_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"kind" text NOT NULL,
	"series" text NOT NULL,
	"financial_year" text NOT NULL,
	"sequence" integer NOT NULL,
	"number" text NOT NULL,
	"order_id" text NOT NULL,
	"subject" text NOT NULL,
	"issued_at" bigint NOT NULL,
	"document" jsonb NOT NULL,
	CONSTRAINT "tax_documents_number_unique" UNIQUE("number"),
	CONSTRAINT "tax_documents_subject_unique" UNIQUE("order_id","kind","subject"),
	CONSTRAINT "tax_documents_sequence_unique" UNIQUE("series","financial_year","sequence"),
	CONSTRAINT "tax_documents_kind" CHECK ("tax_documents"."kind" in ('INVOICE', 'CREDIT_NOTE'))
);
--> statement-breakpoint
CREATE TABLE "tracking_events" (
	"seq" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "tracking_events_seq_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"order_id" text NOT NULL,
	"shipment_id" text NOT NULL,
	"awb" text NOT NULL,
	"at" bigint NOT NULL,
	"stage" text NOT NULL,
	"label" text NOT NULL,
	"activity" text NOT NULL,
	"location" text,
	"source" text NOT NULL,
	CONSTRAINT "tracking_events_scan_unique" UNIQUE("awb","at","label","activity")
);
--> statement-breakpoint
CREATE INDEX "tax_documents_issued" ON "tax_documents" USING btree ("issued_at");--> statement-breakpoint
CREATE INDEX "tracking_events_order" ON "tracking_events" USING btree ("order_id","at");