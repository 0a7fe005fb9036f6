ALTER TABLE `idempotency_keys` ADD `written` integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE `idempotency_keys` ADD `written_ref` integer;