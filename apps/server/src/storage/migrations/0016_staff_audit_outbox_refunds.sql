CREATE TABLE "audit_log" (
	"id" text PRIMARY KEY NOT NULL,
	"at" bigint NOT NULL,
	"actor_kind" text NOT NULL,
	"actor_id" text,
	"action" text NOT NULL,
	"target_type" text NOT NULL,
	"target_id" text NOT NULL,
	"before" text,
	"after" text,
	"reason" text
);
--> statement-breakpoint
CREATE TABLE "outbox" (
	"id" text PRIMARY KEY NOT NULL,
	"dedupe_key" text NOT NULL,
	"channel" text NOT NULL,
	"kind" text NOT NULL,
	"recipient" text NOT NULL,
	"variables" jsonb NOT NULL,
	"order_id" text,
	"created_at" bigint NOT NULL,
	"available_at" bigint NOT NULL,
	"status" text DEFAULT 'pending' NOT NULL,
	"attempts" integer DEFAULT 0 NOT NULL,
	"claim_token" text,
	"lease_until" bigint,
	"sent_at" bigint,
	"provider_message_id" text,
	"last_error" text,
	CONSTRAINT "outbox_dedupe_key_unique" UNIQUE("dedupe_key"),
	CONSTRAINT "outbox_status_known" CHECK ("outbox"."status" in ('pending', 'claimed', 'sending', 'sent', 'unconfirmed', 'failed')),
	CONSTRAINT "outbox_channel_known" CHECK ("outbox"."channel" in ('sms', 'whatsapp', 'console'))
);
--> statement-breakpoint
CREATE TABLE "refunds" (
	"id" text PRIMARY KEY NOT NULL,
	"order_id" text NOT NULL,
	"amount_paise" integer NOT NULL,
	"destination" text NOT NULL,
	"speed" text NOT NULL,
	"status" text NOT NULL,
	"provider_payment_id" text,
	"provider_refund_id" text,
	"reason" text,
	"failure_reason" text,
	"created_at" bigint NOT NULL,
	"updated_at" bigint NOT NULL,
	CONSTRAINT "refunds_provider_refund_unique" UNIQUE("provider_refund_id"),
	CONSTRAINT "refunds_amount_positive" CHECK ("refunds"."amount_paise" > 0),
	CONSTRAINT "refunds_status_known" CHECK ("refunds"."status" in ('claimed', 'pending', 'processed', 'failed')),
	CONSTRAINT "refunds_destination_known" CHECK ("refunds"."destination" in ('original', 'store-credit')),
	CONSTRAINT "refunds_speed_known" CHECK ("refunds"."speed" in ('normal', 'optimum'))
);
--> statement-breakpoint
CREATE TABLE "staff" (
	"user_id" text PRIMARY KEY NOT NULL,
	"role" text NOT NULL,
	"added_by" text,
	"added_at" bigint NOT NULL,
	"updated_at" bigint NOT NULL,
	CONSTRAINT "staff_role_known" CHECK ("staff"."role" in ('owner', 'manager', 'support', 'packer'))
);
--> statement-breakpoint
ALTER TABLE "staff" ADD CONSTRAINT "staff_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "audit_log_at" ON "audit_log" USING btree ("at","id");--> statement-breakpoint
CREATE INDEX "audit_log_actor" ON "audit_log" USING btree ("actor_id","at");--> statement-breakpoint
CREATE INDEX "audit_log_action" ON "audit_log" USING btree ("action","at");--> statement-breakpoint
CREATE INDEX "audit_log_target" ON "audit_log" USING btree ("target_type","target_id","at");--> statement-breakpoint
CREATE INDEX "outbox_due" ON "outbox" USING btree ("status","available_at");--> statement-breakpoint
CREATE INDEX "outbox_order" ON "outbox" USING btree ("order_id","created_at");--> statement-breakpoint
CREATE INDEX "refunds_order" ON "refunds" USING btree ("order_id","created_at");--> statement-breakpoint
CREATE INDEX "staff_role" ON "staff" USING btree ("role");