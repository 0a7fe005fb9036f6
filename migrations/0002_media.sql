CREATE TABLE `content_upload_parts` (
	`upload_id` integer NOT NULL,
	`part_number` integer NOT NULL,
	`etag` text NOT NULL,
	`bytes` integer NOT NULL,
	PRIMARY KEY(`upload_id`, `part_number`),
	FOREIGN KEY (`upload_id`) REFERENCES `content_uploads`(`id`) ON UPDATE no action ON DELETE cascade
);
--> statement-breakpoint
CREATE TABLE `content_uploads` (
	`id` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
	`file_id` integer NOT NULL,
	`object_key` text NOT NULL,
	`r2_upload_id` text NOT NULL,
	`content_type` text NOT NULL,
	`part_size` integer NOT NULL,
	`created_at` text NOT NULL,
	`expires_at` text NOT NULL,
	FOREIGN KEY (`file_id`) REFERENCES `files`(`id`) ON UPDATE no action ON DELETE cascade
);
--> statement-breakpoint
CREATE INDEX `content_uploads_file_idx` ON `content_uploads` (`file_id`);--> statement-breakpoint
CREATE INDEX `content_uploads_expires_idx` ON `content_uploads` (`expires_at`);--> statement-breakpoint
ALTER TABLE `deliveries` ADD `delivered_by` text;--> statement-breakpoint
ALTER TABLE `deliveries` ADD `received` text;--> statement-breakpoint
CREATE INDEX `deliveries_status_created_idx` ON `deliveries` (`status`,`created_at`);--> statement-breakpoint
ALTER TABLE `files` ADD `content_key` text;--> statement-breakpoint
ALTER TABLE `files` ADD `content_type` text;--> statement-breakpoint
ALTER TABLE `files` ADD `content_bytes` integer;--> statement-breakpoint
ALTER TABLE `files` ADD `content_sha256` text;--> statement-breakpoint
ALTER TABLE `files` ADD `content_uploaded_at` text;--> statement-breakpoint
ALTER TABLE `files` ADD `content_media` text;