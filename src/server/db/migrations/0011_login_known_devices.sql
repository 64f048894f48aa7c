CREATE TABLE "login_known_addresses" (
	"email" text NOT NULL,
	"client_address" text NOT NULL,
	"last_success_at" timestamp with time zone NOT NULL,
	CONSTRAINT "login_known_addresses_email_client_address_pk" PRIMARY KEY("email","client_address")
);
--> statement-breakpoint
ALTER TABLE "login_failures" ADD COLUMN "device" text;