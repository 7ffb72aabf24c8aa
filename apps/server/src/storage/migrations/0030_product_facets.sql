CREATE TABLE "product_facets" (
	"scope" text NOT NULL,
	"product_id" text NOT NULL,
	"status" text NOT NULL,
	"price_paise" integer NOT NULL,
	"rating" double precision,
	"in_stock" boolean NOT NULL,
	"category_slug" text,
	"sub_category_slug" text,
	CONSTRAINT "product_facets_product_id_scope_pk" PRIMARY KEY("product_id","scope")
);
--> statement-breakpoint
CREATE INDEX "product_facets_listing" ON "product_facets" USING btree ("scope","status","price_paise","rating","in_stock","category_slug","sub_category_slug");