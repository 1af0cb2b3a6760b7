-- The language a user's e-mails are written in (the one they read Boipoka in, or chose in their
-- profile). A constant default: PostgreSQL adds the column without rewriting the table.
ALTER TABLE "user" ADD COLUMN "locale" text DEFAULT 'en' NOT NULL;--> statement-breakpoint
ALTER TABLE "user" ADD CONSTRAINT "user_locale_check" CHECK ("user"."locale" in ('en', 'bn'));