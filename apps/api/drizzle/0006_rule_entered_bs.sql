ALTER TABLE "rules" ADD COLUMN "amount_bs" numeric(20, 2);--> statement-breakpoint
ALTER TABLE "rules" ADD COLUMN "rate" numeric(20, 4);--> statement-breakpoint
-- Rules registered before kept only their ₽: take the rate current when each was registered (the
-- one it was converted at) and its ₽ at that rate, to the cent, as what was typed.
UPDATE "rules" SET "rate" = (SELECT "amount" FROM "prices" WHERE "prices"."created_at" <= "rules"."created_at" ORDER BY "prices"."created_at" DESC, "prices"."id" DESC LIMIT 1);--> statement-breakpoint
UPDATE "rules" SET "rate" = (SELECT "amount" FROM "prices" ORDER BY "created_at", "id" LIMIT 1) WHERE "rate" IS NULL;--> statement-breakpoint
UPDATE "rules" SET "rate" = 1 WHERE "rate" IS NULL;--> statement-breakpoint
UPDATE "rules" SET "amount_bs" = round("amount_in_petro" * "rate", 2);--> statement-breakpoint
ALTER TABLE "rules" ALTER COLUMN "amount_bs" SET NOT NULL;--> statement-breakpoint
ALTER TABLE "rules" ALTER COLUMN "rate" SET NOT NULL;
