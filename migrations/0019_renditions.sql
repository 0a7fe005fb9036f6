CREATE TABLE `renditions` (
	`id` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
	`source_sha256` text NOT NULL,
	`profile` text NOT NULL,
	`status` text NOT NULL,
	`reason` text,
	`object_key` text,
	`content_type` text,
	`extension` text,
	`bytes` integer,
	`sha256` text,
	`media` text,
	`loudness` text,
	`cpu_seconds` real,
	`created_at` text NOT NULL,
	`updated_at` text NOT NULL
);
--> statement-breakpoint
CREATE UNIQUE INDEX `renditions_source_profile_idx` ON `renditions` (`source_sha256`,`profile`);