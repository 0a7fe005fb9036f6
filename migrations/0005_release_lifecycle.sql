DROP INDEX `releases_label_idx`;--> statement-breakpoint
ALTER TABLE `releases` ADD `status` text DEFAULT 'Draft' NOT NULL;--> statement-breakpoint
ALTER TABLE `releases` ADD `created_by_key_id` integer REFERENCES api_keys(id);--> statement-breakpoint
ALTER TABLE `releases` ADD `published_at` text;--> statement-breakpoint
ALTER TABLE `releases` ADD `cancelled_at` text;--> statement-breakpoint
CREATE INDEX `releases_label_updated_idx` ON `releases` (`label_organization_id`,`updated_at`,`id`);--> statement-breakpoint
-- Releases before this migration were sent when created (they had no draft): published then, delivered when every delivery is.
UPDATE `releases` SET `published_at` = `created_at`, `status` = CASE WHEN EXISTS (SELECT 1 FROM `deliveries` d WHERE d.`release_id` = `releases`.`id`) AND NOT EXISTS (SELECT 1 FROM `deliveries` d WHERE d.`release_id` = `releases`.`id` AND d.`status` <> 'Delivered') THEN 'Delivered' WHEN EXISTS (SELECT 1 FROM `deliveries` d WHERE d.`release_id` = `releases`.`id` AND d.`status` <> 'Queued') THEN 'In Progress' ELSE 'Published' END;
