CREATE TABLE `file_clearances` (
	`id` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
	`file_id` integer NOT NULL,
	`body` text NOT NULL,
	`status` text NOT NULL,
	`reference` text,
	`restrictions` text DEFAULT '[]' NOT NULL,
	`decided_at` text,
	`updated_at` text NOT NULL,
	FOREIGN KEY (`file_id`) REFERENCES `files`(`id`) ON UPDATE no action ON DELETE cascade
);
--> statement-breakpoint
CREATE UNIQUE INDEX `file_clearances_file_body_idx` ON `file_clearances` (`file_id`,`body`);--> statement-breakpoint
ALTER TABLE `ingest_entries` ADD `restrictions` text DEFAULT '[]' NOT NULL;