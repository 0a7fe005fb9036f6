ALTER TABLE `deliveries` ADD `bytes` integer;--> statement-breakpoint
ALTER TABLE `deliveries` ADD `sha256` text;--> statement-breakpoint
CREATE INDEX `files_content_sha256_idx` ON `files` (`content_sha256`) WHERE "files"."content_sha256" IS NOT NULL;