CREATE TABLE "product_stock_keys" (
	"product_id" text NOT NULL,
	"key" text NOT NULL,
	"minimum" integer NOT NULL,
	"seeded" integer NOT NULL,
	CONSTRAINT "product_stock_keys_product_id_key_pk" PRIMARY KEY("product_id","key")
);
--> statement-breakpoint
ALTER TABLE "products" ADD COLUMN "untracked_in_stock" boolean;--> statement-breakpoint
ALTER TABLE "product_stock_keys" ADD CONSTRAINT "product_stock_keys_product_id_products_id_fk" FOREIGN KEY ("product_id") REFERENCES "public"."products"("id") ON DELETE cascade ON UPDATE no action;