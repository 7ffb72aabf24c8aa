CREATE TABLE "coupon_use_counts" (
	"coupon_id" text NOT NULL,
	"customer_key" text NOT NULL,
	"used" integer NOT NULL,
	CONSTRAINT "coupon_use_counts_coupon_id_customer_key_pk" PRIMARY KEY("coupon_id","customer_key"),
	CONSTRAINT "coupon_use_counts_used" CHECK ("coupon_use_counts"."used" >= 0)
);
--> statement-breakpoint
CREATE TABLE "coupon_uses" (
	"order_id" text NOT NULL,
	"coupon_id" text NOT NULL,
	"customer_key" text NOT NULL,
	CONSTRAINT "coupon_uses_order_id_coupon_id_customer_key_pk" PRIMARY KEY("order_id","coupon_id","customer_key")
);
--> statement-breakpoint
CREATE INDEX "coupon_uses_coupon" ON "coupon_uses" USING btree ("coupon_id","customer_key");