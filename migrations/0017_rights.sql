CREATE TABLE `rights_notices` (
	`id` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
	`file_id` integer NOT NULL,
	`organization_id` integer NOT NULL,
	`kind` text NOT NULL,
	`air_end` text NOT NULL,
	`token` text NOT NULL,
	`created_at` text NOT NULL
);
--> statement-breakpoint
CREATE UNIQUE INDEX `rights_notices_once_idx` ON `rights_notices` (`file_id`,`kind`,`air_end`,`organization_id`);--> statement-breakpoint
ALTER TABLE `deliveries` ADD `late` integer DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE `files` ADD `air_start` text;--> statement-breakpoint
ALTER TABLE `files` ADD `air_end` text;--> statement-breakpoint
ALTER TABLE `files` ADD `rights_notes` text;--> statement-breakpoint
CREATE INDEX `files_air_end_idx` ON `files` (`air_end`) WHERE "files"."air_end" IS NOT NULL;