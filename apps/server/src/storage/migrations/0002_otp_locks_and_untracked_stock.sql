CREATE TABLE "otp_phones" (
	"phone" text PRIMARY KEY NOT NULL
);
--> statement-breakpoint
ALTER TABLE "otp_codes" DROP CONSTRAINT "otp_codes_wrong_attempts_not_negative";--> statement-breakpoint
ALTER TABLE "addresses" DROP CONSTRAINT "addresses_user_id_users_id_fk";
--> statement-breakpoint
ALTER TABLE "carts" DROP CONSTRAINT "carts_user_id_users_id_fk";
--> statement-breakpoint
ALTER TABLE "orders" DROP CONSTRAINT "orders_user_id_users_id_fk";
--> statement-breakpoint
ALTER TABLE "refresh_tokens" DROP CONSTRAINT "refresh_tokens_user_id_users_id_fk";
--> statement-breakpoint
ALTER TABLE "stock" ADD COLUMN "tracked" boolean DEFAULT true NOT NULL;--> statement-breakpoint
ALTER TABLE "otp_codes" DROP COLUMN "wrong_attempts";--> statement-breakpoint
ALTER TABLE "otp_codes" DROP COLUMN "consumed_at";