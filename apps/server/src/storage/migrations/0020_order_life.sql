CREATE TABLE "order_lives" (
	"order_id" text PRIMARY KEY NOT NULL,
	"life" jsonb NOT NULL,
	"version" integer NOT NULL,
	"stage" text NOT NULL,
	"updated_at" bigint NOT NULL,
	CONSTRAINT "order_lives_version_whole" CHECK ("order_lives"."version" >= 0)
);
--> statement-breakpoint
CREATE TABLE "order_moves" (
	"order_id" text NOT NULL,
	"version" integer NOT NULL,
	"id" text NOT NULL,
	"move" text NOT NULL,
	"actor_kind" text NOT NULL,
	"actor_id" text,
	"reason" text,
	"subject" text,
	"at" bigint NOT NULL,
	CONSTRAINT "order_moves_order_id_version_pk" PRIMARY KEY("order_id","version"),
	CONSTRAINT "order_moves_id_unique" UNIQUE("id"),
	CONSTRAINT "order_moves_actor_known" CHECK ("order_moves"."actor_kind" in ('staff', 'shopper', 'system', 'provider'))
);
--> statement-breakpoint
ALTER TABLE "order_lives" ADD CONSTRAINT "order_lives_order_id_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."orders"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "order_moves" ADD CONSTRAINT "order_moves_order_id_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."orders"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "order_lives_stage" ON "order_lives" USING btree ("stage");--> statement-breakpoint
CREATE INDEX "order_moves_actor" ON "order_moves" USING btree ("actor_id","at");