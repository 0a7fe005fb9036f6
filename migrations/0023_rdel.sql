ALTER TABLE `deliveries` ADD `bytes` integer;--> statement-breakpoint
ALTER TABLE `deliveries` ADD `sha256` text;