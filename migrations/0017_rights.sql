ALTER TABLE `files` ADD `air_start` text;--> statement-breakpoint
ALTER TABLE `files` ADD `air_end` text;--> statement-breakpoint
ALTER TABLE `files` ADD `rights_notes` text;