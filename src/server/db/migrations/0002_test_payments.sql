CREATE TABLE "test_payment_intent" (
	"id" text PRIMARY KEY NOT NULL,
	"client_secret" text NOT NULL,
	"amount" integer NOT NULL,
	"currency" text NOT NULL,
	"status" text NOT NULL,
	"metadata" jsonb NOT NULL,
	"idempotency_key" text,
	"last_error" text,
	"card_last4" text,
	"refunded_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "test_payment_intent_idempotency_key_unique" UNIQUE("idempotency_key")
);
