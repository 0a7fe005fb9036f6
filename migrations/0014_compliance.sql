CREATE TABLE `destination_specs` (
	`organization_id` integer PRIMARY KEY NOT NULL,
	`spec` text NOT NULL,
	`updated_at` text NOT NULL,
	`updated_by` text NOT NULL,
	FOREIGN KEY (`organization_id`) REFERENCES `organizations`(`id`) ON UPDATE no action ON DELETE no action
);
--> statement-breakpoint
ALTER TABLE `files` ADD `content_loudness` text;--> statement-breakpoint
CREATE INDEX `files_loudness_pending_idx` ON `files` (`content_uploaded_at`) WHERE "files"."content_loudness" = '{"Status":"Pending"}';--> statement-breakpoint
-- hand-written: content uploaded before loudness was measured waits for its measurement (the cron queues it)
UPDATE `files` SET `content_loudness` = '{"Status":"Pending"}' WHERE `content_key` IS NOT NULL AND `content_loudness` IS NULL;
