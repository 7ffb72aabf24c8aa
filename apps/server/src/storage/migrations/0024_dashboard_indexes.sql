CREATE INDEX "order_moves_move_at" ON "order_moves" USING btree ("move","at");--> statement-breakpoint
CREATE INDEX "orders_created" ON "orders" USING btree ("created_at");