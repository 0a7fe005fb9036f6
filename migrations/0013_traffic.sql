CREATE TABLE `asrun_checks` (
	`order_id` integer NOT NULL,
	`organization_id` integer NOT NULL,
	`due_at` text NOT NULL,
	PRIMARY KEY(`order_id`, `organization_id`, `due_at`),
	FOREIGN KEY (`order_id`) REFERENCES `orders`(`id`) ON UPDATE no action ON DELETE cascade,
	FOREIGN KEY (`organization_id`) REFERENCES `organizations`(`id`) ON UPDATE no action ON DELETE no action
);
--> statement-breakpoint
CREATE INDEX `asrun_checks_due_idx` ON `asrun_checks` (`due_at`);--> statement-breakpoint
CREATE TABLE `asrun_discrepancies` (
	`order_id` integer NOT NULL,
	`organization_id` integer NOT NULL,
	`code` text NOT NULL,
	`key` text NOT NULL,
	`announced_at` text NOT NULL,
	PRIMARY KEY(`order_id`, `organization_id`, `code`, `key`),
	FOREIGN KEY (`order_id`) REFERENCES `orders`(`id`) ON UPDATE no action ON DELETE cascade,
	FOREIGN KEY (`organization_id`) REFERENCES `organizations`(`id`) ON UPDATE no action ON DELETE no action
);
--> statement-breakpoint
CREATE TABLE `asrun_entries` (
	`id` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
	`organization_id` integer NOT NULL,
	`aired_at` text NOT NULL,
	`ad_id` text DEFAULT '' NOT NULL,
	`house_id` text DEFAULT '' NOT NULL,
	`duration_seconds` integer,
	`order_id` integer,
	`file_id` integer,
	`posted_at` text NOT NULL,
	`posted_by` text NOT NULL,
	FOREIGN KEY (`organization_id`) REFERENCES `organizations`(`id`) ON UPDATE no action ON DELETE no action
);
--> statement-breakpoint
CREATE UNIQUE INDEX `asrun_entries_entry_idx` ON `asrun_entries` (`organization_id`,`aired_at`,`ad_id`,`house_id`);--> statement-breakpoint
CREATE INDEX `asrun_entries_order_idx` ON `asrun_entries` (`order_id`,`organization_id`,`aired_at`) WHERE "asrun_entries"."order_id" IS NOT NULL;--> statement-breakpoint
CREATE TABLE `instruction_acknowledgements` (
	`order_id` integer NOT NULL,
	`organization_id` integer NOT NULL,
	`revision` integer NOT NULL,
	`acknowledged_at` text NOT NULL,
	`acknowledged_by` text NOT NULL,
	PRIMARY KEY(`order_id`, `organization_id`),
	FOREIGN KEY (`order_id`) REFERENCES `orders`(`id`) ON UPDATE no action ON DELETE cascade,
	FOREIGN KEY (`organization_id`) REFERENCES `organizations`(`id`) ON UPDATE no action ON DELETE no action
);
--> statement-breakpoint
CREATE TABLE `instruction_revisions` (
	`id` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
	`order_id` integer NOT NULL,
	`revision` integer NOT NULL,
	`flights` text NOT NULL,
	`notes` text,
	`created_at` text NOT NULL,
	`created_by` text NOT NULL,
	FOREIGN KEY (`order_id`) REFERENCES `orders`(`id`) ON UPDATE no action ON DELETE cascade
);
--> statement-breakpoint
CREATE UNIQUE INDEX `instruction_revisions_order_revision_idx` ON `instruction_revisions` (`order_id`,`revision`);--> statement-breakpoint
ALTER TABLE `organizations` ADD `time_zone` text DEFAULT 'America/New_York' NOT NULL;--> statement-breakpoint
CREATE INDEX `file_statuses_house_id_idx` ON `file_statuses` (`organization_id`,`house_id`) WHERE "file_statuses"."house_id" IS NOT NULL;--> statement-breakpoint
CREATE INDEX `files_ad_id_idx` ON `files` (`ad_id`) WHERE "files"."ad_id" IS NOT NULL;