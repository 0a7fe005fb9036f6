CREATE TABLE `ingest_entries` (
	`id` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
	`organization_id` integer NOT NULL,
	`action` text NOT NULL,
	`created_at` text NOT NULL,
	`order_id` integer,
	`release_id` integer,
	`file_id` integer NOT NULL,
	`code` text,
	`title` text NOT NULL,
	`party` text,
	`length_seconds` integer,
	`house_id` text,
	`start_date` text,
	`end_date` text,
	`content_type` text,
	`content_bytes` integer,
	`content_sha256` text,
	`ack_status` text,
	`ack_message` text,
	`acknowledged_at` text,
	CONSTRAINT "ingest_entries_one_parent" CHECK((order_id IS NULL) <> (release_id IS NULL))
);
--> statement-breakpoint
CREATE INDEX `ingest_entries_org_idx` ON `ingest_entries` (`organization_id`,`id`);--> statement-breakpoint
ALTER TABLE `deliveries` ADD `ingested_at` text;