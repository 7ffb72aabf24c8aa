CREATE TABLE "stock_ledger" (
	"id" text PRIMARY KEY NOT NULL,
	"key" text NOT NULL,
	"delta" integer NOT NULL,
	"on_hand_after" integer NOT NULL,
	"reason" text NOT NULL,
	"order_id" text,
	"note" text,
	"actor_kind" text NOT NULL,
	"actor_id" text,
	"at" bigint NOT NULL,
	CONSTRAINT "stock_ledger_delta_not_zero" CHECK ("stock_ledger"."delta" <> 0),
	CONSTRAINT "stock_ledger_on_hand_after_not_negative" CHECK ("stock_ledger"."on_hand_after" >= 0)
);
--> statement-breakpoint
CREATE INDEX "stock_ledger_key_at" ON "stock_ledger" USING btree ("key","at","id");