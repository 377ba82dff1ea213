ALTER TABLE "administrators" ALTER COLUMN "dni" DROP NOT NULL;--> statement-breakpoint
ALTER TABLE "administrators" ALTER COLUMN "phone_number" DROP NOT NULL;--> statement-breakpoint
-- The first administrator used to be created with these stand-ins; they mean "not given yet".
UPDATE "administrators" SET "dni" = NULL WHERE "dni" = '0000000';--> statement-breakpoint
UPDATE "administrators" SET "phone_number" = NULL WHERE "phone_number" = '';
