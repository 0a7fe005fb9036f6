CREATE TABLE `asrun_entries` (
	`id` integer PRIMARY KEY NOT NULL,
	`organization_id` integer NOT NULL,
	`aired_at` text NOT NULL,
	`ad_id` text DEFAULT '' NOT NULL,
	`house_id` text DEFAULT '' NOT NULL,
	`duration_seconds` integer,
	`order_id` integer,
	`file_id` integer,
	`matched_ad_id` text,
	`posted_at` text NOT NULL,
	`posted_by` text NOT NULL
);
--> statement-breakpoint
CREATE UNIQUE INDEX `asrun_entries_entry_idx` ON `asrun_entries` (`organization_id`,`aired_at`,`ad_id`,`house_id`);--> statement-breakpoint
CREATE INDEX `asrun_entries_order_idx` ON `asrun_entries` (`order_id`,`organization_id`,`aired_at`) WHERE "asrun_entries"."order_id" IS NOT NULL;--> statement-breakpoint
CREATE TABLE `asrun_sequence` (
	`id` integer PRIMARY KEY NOT NULL,
	`next` integer NOT NULL
);
