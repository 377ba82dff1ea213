CREATE TABLE "document_contents" (
	"sha256" text PRIMARY KEY NOT NULL,
	"content_type" text NOT NULL,
	"bytes" integer NOT NULL,
	"content" "bytea" NOT NULL,
	"thumbnail" "bytea" NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "documents" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "documents_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"affiliate_id" integer NOT NULL,
	"kind" text NOT NULL,
	"file_name" text NOT NULL,
	"sha256" text NOT NULL,
	"status" text DEFAULT 'Por verificar' NOT NULL,
	"reason" text,
	"expires_on" date,
	"uploaded_by_type" text NOT NULL,
	"uploaded_by" integer,
	"decided_at" timestamp with time zone,
	"decided_by" integer,
	"reminded_soon_at" timestamp with time zone,
	"reminded_expired_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"retired_at" timestamp with time zone
);
--> statement-breakpoint
ALTER TABLE "documents" ADD CONSTRAINT "documents_affiliate_id_affiliates_id_fk" FOREIGN KEY ("affiliate_id") REFERENCES "public"."affiliates"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "documents" ADD CONSTRAINT "documents_sha256_document_contents_sha256_fk" FOREIGN KEY ("sha256") REFERENCES "public"."document_contents"("sha256") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "documents_affiliate_idx" ON "documents" USING btree ("affiliate_id","created_at" DESC NULLS LAST,"id" DESC NULLS LAST) WHERE retired_at is null;--> statement-breakpoint
CREATE INDEX "documents_expiry_idx" ON "documents" USING btree ("expires_on") WHERE retired_at is null and expires_on is not null;--> statement-breakpoint
CREATE INDEX "documents_sha256_idx" ON "documents" USING btree ("sha256");--> statement-breakpoint
-- JPEG and PDF bytes do not compress: TOAST stores them out of line without trying (decision 36).
ALTER TABLE "document_contents" ALTER COLUMN "content" SET STORAGE EXTERNAL;--> statement-breakpoint
ALTER TABLE "document_contents" ALTER COLUMN "thumbnail" SET STORAGE EXTERNAL;
