CREATE SEQUENCE "public"."order_numbers" INCREMENT BY 1 MINVALUE 10234 MAXVALUE 9223372036854775807 START WITH 10234 CACHE 1;--> statement-breakpoint
CREATE TABLE "addresses" (
	"id" text PRIMARY KEY NOT NULL,
	"user_id" text NOT NULL,
	"name" text NOT NULL,
	"phone" text NOT NULL,
	"email" text,
	"country" text NOT NULL,
	"state" text,
	"city" text NOT NULL,
	"pin_code" text NOT NULL,
	"landmark" text,
	"address" text NOT NULL,
	"location" text,
	"area" text,
	"created_at" bigint NOT NULL,
	"updated_at" bigint NOT NULL
);
--> statement-breakpoint
CREATE TABLE "carts" (
	"id" text PRIMARY KEY NOT NULL,
	"user_id" text NOT NULL,
	"store_id" text NOT NULL,
	"coupon_code_id" text,
	"lines" jsonb NOT NULL,
	"updated_at" bigint NOT NULL,
	CONSTRAINT "carts_user_store_unique" UNIQUE("user_id","store_id")
);
--> statement-breakpoint
CREATE TABLE "catalogue_documents" (
	"kind" text NOT NULL,
	"id" text NOT NULL,
	"product_id" text,
	"position" integer DEFAULT 0 NOT NULL,
	"data" jsonb NOT NULL,
	CONSTRAINT "catalogue_documents_kind_id_pk" PRIMARY KEY("kind","id")
);
--> statement-breakpoint
CREATE TABLE "idempotency_keys" (
	"scope" text NOT NULL,
	"key" text NOT NULL,
	"fingerprint" text NOT NULL,
	"state" text NOT NULL,
	"result" text,
	"expires_at" bigint NOT NULL,
	CONSTRAINT "idempotency_keys_scope_key_pk" PRIMARY KEY("scope","key"),
	CONSTRAINT "idempotency_keys_state" CHECK ("idempotency_keys"."state" in ('in-progress', 'done'))
);
--> statement-breakpoint
CREATE TABLE "order_lines" (
	"order_id" text NOT NULL,
	"position" integer NOT NULL,
	"product_id" text NOT NULL,
	"variant_id" text,
	"sku" text,
	"title" text NOT NULL,
	"variant_title" text,
	"image_key" text,
	"quantity" integer NOT NULL,
	"cancelled_quantity" integer DEFAULT 0 NOT NULL,
	"unit_price_paise" integer NOT NULL,
	"unit_listing_price_paise" integer,
	"source" text,
	"status" text NOT NULL,
	"delivery_partner" text,
	"shipping_courier" text,
	"tracking_id" text,
	CONSTRAINT "order_lines_order_id_position_pk" PRIMARY KEY("order_id","position"),
	CONSTRAINT "order_lines_quantity_positive" CHECK ("order_lines"."quantity" > 0),
	CONSTRAINT "order_lines_cancelled_within" CHECK ("order_lines"."cancelled_quantity" between 0 and "order_lines"."quantity")
);
--> statement-breakpoint
CREATE TABLE "order_status_changes" (
	"order_id" text NOT NULL,
	"position" integer NOT NULL,
	"status" text NOT NULL,
	"at" bigint NOT NULL,
	CONSTRAINT "order_status_changes_order_id_position_pk" PRIMARY KEY("order_id","position")
);
--> statement-breakpoint
CREATE TABLE "orders" (
	"id" text PRIMARY KEY NOT NULL,
	"code" text NOT NULL,
	"store_id" text NOT NULL,
	"user_id" text,
	"guest_secret_hash" text,
	"phone" text,
	"channel_name" text,
	"shipping_address" jsonb NOT NULL,
	"billing_address" jsonb NOT NULL,
	"item_total_paise" integer NOT NULL,
	"listing_total_paise" integer,
	"coupon_discount_paise" integer NOT NULL,
	"prepaid_discount_paise" integer NOT NULL,
	"total_discount_paise" integer NOT NULL,
	"shipping_paise" integer NOT NULL,
	"cod_charges_paise" integer NOT NULL,
	"gift_charges_paise" integer NOT NULL,
	"rewards_applied_paise" integer NOT NULL,
	"total_paise" integer NOT NULL,
	"pay_now_paise" integer NOT NULL,
	"pay_on_delivery_paise" integer NOT NULL,
	"cashback_earned_paise" integer NOT NULL,
	"cashback_refunded_paise" integer NOT NULL,
	"coupon_code" text,
	"coupon_code_id" text,
	"payment_type" text NOT NULL,
	"status" text NOT NULL,
	"delivery_status" text NOT NULL,
	"confirm_at" bigint,
	"currency" text DEFAULT 'INR' NOT NULL,
	"source" text,
	"checkout_channel" text,
	"is_affise_tracking_valid" boolean DEFAULT false NOT NULL,
	"metadata" text,
	"order_version" text NOT NULL,
	"sla" text,
	"priority" integer,
	"tax_exempted" boolean DEFAULT false NOT NULL,
	"c_form_provided" boolean DEFAULT false NOT NULL,
	"third_party_shipping" boolean DEFAULT false NOT NULL,
	"created_at" bigint NOT NULL,
	"updated_at" bigint NOT NULL,
	CONSTRAINT "orders_code_unique" UNIQUE("code"),
	CONSTRAINT "orders_payment_type" CHECK ("orders"."payment_type" in ('COD', 'PREPAID', 'PPCOD')),
	CONSTRAINT "orders_status" CHECK ("orders"."status" in ('PENDING', 'CONFIRMED', 'COMPLETE', 'DISPATCHED', 'DELIVERED', 'CANCELLED', 'RETURNED')),
	CONSTRAINT "orders_total_not_negative" CHECK ("orders"."total_paise" >= 0 and "orders"."pay_now_paise" >= 0 and "orders"."pay_on_delivery_paise" >= 0)
);
--> statement-breakpoint
CREATE TABLE "otp_codes" (
	"phone" text PRIMARY KEY NOT NULL,
	"code_hash" text NOT NULL,
	"issued_at" bigint NOT NULL,
	"expires_at" bigint NOT NULL,
	"wrong_attempts" integer DEFAULT 0 NOT NULL,
	"consumed_at" bigint,
	CONSTRAINT "otp_codes_wrong_attempts_not_negative" CHECK ("otp_codes"."wrong_attempts" >= 0)
);
--> statement-breakpoint
CREATE TABLE "otp_sends" (
	"phone" text NOT NULL,
	"sent_at" bigint NOT NULL
);
--> statement-breakpoint
CREATE TABLE "payment_attempts" (
	"id" text PRIMARY KEY NOT NULL,
	"order_id" text NOT NULL,
	"payment_id" text NOT NULL,
	"amount_paise" integer NOT NULL,
	"currency" text DEFAULT 'INR' NOT NULL,
	"provider_order_id" text NOT NULL,
	"created_at" bigint NOT NULL,
	CONSTRAINT "payment_attempts_provider_order_unique" UNIQUE("provider_order_id")
);
--> statement-breakpoint
CREATE TABLE "payments" (
	"id" text PRIMARY KEY NOT NULL,
	"order_id" text NOT NULL,
	"store_id" text NOT NULL,
	"user_id" text,
	"method" text NOT NULL,
	"status" text NOT NULL,
	"amount_paise" integer NOT NULL,
	"paid_at" bigint,
	"provider_order_id" text,
	"provider_payment_id" text,
	"created_at" bigint NOT NULL,
	CONSTRAINT "payments_provider_payment_unique" UNIQUE("provider_payment_id"),
	CONSTRAINT "payments_method" CHECK ("payments"."method" in ('COD', 'ONLINE', 'CASHBACK')),
	CONSTRAINT "payments_status" CHECK ("payments"."status" in ('UNPAID', 'PAID')),
	CONSTRAINT "payments_amount_not_negative" CHECK ("payments"."amount_paise" >= 0)
);
--> statement-breakpoint
CREATE TABLE "products" (
	"id" text PRIMARY KEY NOT NULL,
	"slug" text NOT NULL,
	"title" text NOT NULL,
	"status" text NOT NULL,
	"price_paise" integer NOT NULL,
	"rating" double precision,
	"total_orders" integer DEFAULT 0 NOT NULL,
	"recommended" boolean DEFAULT false NOT NULL,
	"recommend_priority" integer,
	"is_featured" boolean DEFAULT false NOT NULL,
	"vendor" text,
	"category_slug" text,
	"sub_category_slug" text,
	"tags" text[] DEFAULT '{}'::text[] NOT NULL,
	"collections" text[] DEFAULT '{}'::text[] NOT NULL,
	"position" integer DEFAULT 0 NOT NULL,
	"created_at" bigint NOT NULL,
	"data" jsonb NOT NULL,
	CONSTRAINT "products_slug_unique" UNIQUE("slug"),
	CONSTRAINT "products_price_not_negative" CHECK ("products"."price_paise" >= 0)
);
--> statement-breakpoint
CREATE TABLE "refresh_tokens" (
	"hash" text PRIMARY KEY NOT NULL,
	"jti" text NOT NULL,
	"user_id" text NOT NULL,
	"created_at" bigint NOT NULL,
	"expires_at" bigint NOT NULL,
	"revoked" boolean DEFAULT false NOT NULL,
	CONSTRAINT "refresh_tokens_jti_unique" UNIQUE("jti")
);
--> statement-breakpoint
CREATE TABLE "reviews" (
	"id" text PRIMARY KEY NOT NULL,
	"user_id" text NOT NULL,
	"product_id" text NOT NULL,
	"verified" boolean DEFAULT false NOT NULL,
	"reviewer_name" text NOT NULL,
	"reviewer_email" text,
	"rating" smallint NOT NULL,
	"title" text,
	"comment" text,
	"images" text[] DEFAULT '{}'::text[] NOT NULL,
	"created_at" bigint NOT NULL,
	"updated_at" bigint NOT NULL,
	CONSTRAINT "reviews_user_product_unique" UNIQUE("user_id","product_id"),
	CONSTRAINT "reviews_rating_range" CHECK ("reviews"."rating" between 1 and 5)
);
--> statement-breakpoint
CREATE TABLE "stock" (
	"key" text PRIMARY KEY NOT NULL,
	"on_hand" integer NOT NULL,
	"reserved" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "stock_reserved_not_negative" CHECK ("stock"."reserved" >= 0),
	CONSTRAINT "stock_reserved_within_on_hand" CHECK ("stock"."reserved" <= "stock"."on_hand")
);
--> statement-breakpoint
CREATE TABLE "uploads" (
	"key" text PRIMARY KEY NOT NULL,
	"user_id" text NOT NULL,
	"product_id" text NOT NULL,
	"content_type" text NOT NULL,
	"max_bytes" integer NOT NULL,
	"expires_at" bigint NOT NULL,
	"created_at" bigint NOT NULL,
	"size" integer,
	"uploaded_at" bigint,
	"bytes" "bytea",
	CONSTRAINT "uploads_size_within_max" CHECK ("uploads"."size" is null or "uploads"."size" <= "uploads"."max_bytes")
);
--> statement-breakpoint
CREATE TABLE "users" (
	"id" text PRIMARY KEY NOT NULL,
	"phone" text NOT NULL,
	"first_name" text,
	"last_name" text,
	"email" text,
	"email_verified" boolean DEFAULT false NOT NULL,
	"gender" text,
	"dob" text,
	"profile_photo_url" text,
	"phone_verified" boolean DEFAULT false NOT NULL,
	"is_active" boolean DEFAULT true NOT NULL,
	"is_admin" boolean DEFAULT false NOT NULL,
	"is_cognito_confirmed" boolean DEFAULT false NOT NULL,
	"auth_provider" text,
	"total_orders" integer DEFAULT 0 NOT NULL,
	"reward_balance_paise" integer DEFAULT 0 NOT NULL,
	"created_at" bigint NOT NULL,
	CONSTRAINT "users_phone_unique" UNIQUE("phone"),
	CONSTRAINT "users_reward_balance_not_negative" CHECK ("users"."reward_balance_paise" >= 0)
);
--> statement-breakpoint
ALTER TABLE "addresses" ADD CONSTRAINT "addresses_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "carts" ADD CONSTRAINT "carts_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "order_lines" ADD CONSTRAINT "order_lines_order_id_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."orders"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "order_status_changes" ADD CONSTRAINT "order_status_changes_order_id_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."orders"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "orders" ADD CONSTRAINT "orders_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "payment_attempts" ADD CONSTRAINT "payment_attempts_order_id_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."orders"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "payment_attempts" ADD CONSTRAINT "payment_attempts_payment_id_payments_id_fk" FOREIGN KEY ("payment_id") REFERENCES "public"."payments"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "payments" ADD CONSTRAINT "payments_order_id_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."orders"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "refresh_tokens" ADD CONSTRAINT "refresh_tokens_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "addresses_user" ON "addresses" USING btree ("user_id","created_at");--> statement-breakpoint
CREATE INDEX "catalogue_documents_product" ON "catalogue_documents" USING btree ("kind","product_id");--> statement-breakpoint
CREATE INDEX "idempotency_keys_expiry" ON "idempotency_keys" USING btree ("expires_at");--> statement-breakpoint
CREATE INDEX "order_lines_product" ON "order_lines" USING btree ("product_id");--> statement-breakpoint
CREATE INDEX "orders_user_created" ON "orders" USING btree ("user_id","created_at");--> statement-breakpoint
CREATE INDEX "orders_phone_created" ON "orders" USING btree ("phone","created_at");--> statement-breakpoint
CREATE INDEX "orders_confirm_due" ON "orders" USING btree ("status","confirm_at");--> statement-breakpoint
CREATE INDEX "orders_unpaid_prepaid" ON "orders" USING btree ("payment_type","status","created_at");--> statement-breakpoint
CREATE INDEX "otp_sends_phone_time" ON "otp_sends" USING btree ("phone","sent_at");--> statement-breakpoint
CREATE INDEX "payment_attempts_order" ON "payment_attempts" USING btree ("order_id");--> statement-breakpoint
CREATE INDEX "payments_order" ON "payments" USING btree ("order_id");--> statement-breakpoint
CREATE INDEX "products_title_trgm" ON "products" USING gin ("title" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "products_status_price" ON "products" USING btree ("status","price_paise");--> statement-breakpoint
CREATE INDEX "products_status_created" ON "products" USING btree ("status","created_at");--> statement-breakpoint
CREATE INDEX "products_collections" ON "products" USING gin ("collections");--> statement-breakpoint
CREATE INDEX "products_tags" ON "products" USING gin ("tags");--> statement-breakpoint
CREATE INDEX "refresh_tokens_user" ON "refresh_tokens" USING btree ("user_id");--> statement-breakpoint
CREATE INDEX "reviews_product_created" ON "reviews" USING btree ("product_id","created_at");