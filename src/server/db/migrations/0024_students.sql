CREATE TABLE "student_code" (
	"user_id" text PRIMARY KEY NOT NULL,
	"email" text NOT NULL,
	"code_hash" text NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"tries_left" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "user" ADD COLUMN "also_role" text;--> statement-breakpoint
ALTER TABLE "user" ADD COLUMN "student_email" text;--> statement-breakpoint
ALTER TABLE "user" ADD COLUMN "student_verified_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "student_code" ADD CONSTRAINT "student_code_user_id_user_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."user"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "user_student_email_idx" ON "user" USING btree ("student_email") WHERE "user"."student_email" is not null;--> statement-breakpoint
ALTER TABLE "user" ADD CONSTRAINT "user_also_role_check" CHECK ("user"."also_role" in ('buyer', 'seller'));--> statement-breakpoint
CREATE OR REPLACE FUNCTION "notify_account_changed"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM pg_notify('boipoka_changes', 'user:' || OLD."id");
  -- A seller's name, photo, ticks and rating are shown on their books, and taking up selling
  -- opens their shop.
  IF TG_OP = 'DELETE' THEN
    PERFORM pg_notify('boipoka_changes', 'catalog');
  ELSIF (OLD."name", OLD."image", OLD."image_upload_id", OLD."verified", OLD."deleted_at", OLD."rating_count", OLD."rating_total", OLD."student_verified_at", OLD."also_role")
      IS DISTINCT FROM (NEW."name", NEW."image", NEW."image_upload_id", NEW."verified", NEW."deleted_at", NEW."rating_count", NEW."rating_total", NEW."student_verified_at", NEW."also_role") THEN
    PERFORM pg_notify('boipoka_changes', 'catalog');
  END IF;
  RETURN NULL;
END $$;
