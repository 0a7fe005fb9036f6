CREATE TABLE `delivery_ranges` (
	`delivery_id` integer NOT NULL,
	`range_start` integer NOT NULL,
	`range_end` integer NOT NULL,
	`receipt_id` text NOT NULL,
	`received_at` text NOT NULL,
	PRIMARY KEY(`delivery_id`, `range_start`, `range_end`),
	FOREIGN KEY (`delivery_id`) REFERENCES `deliveries`(`id`) ON UPDATE no action ON DELETE cascade
);
--> statement-breakpoint
ALTER TABLE `content_uploads` ADD `ended_at` text;--> statement-breakpoint
CREATE INDEX `content_uploads_ended_idx` ON `content_uploads` (`ended_at`) WHERE "content_uploads"."ended_at" IS NOT NULL;--> statement-breakpoint
-- The ranges received so far by deliveries not yet Delivered, kept until now as one JSON list a delivery (`received`,
-- no longer used), become rows.
INSERT OR IGNORE INTO `delivery_ranges` (`delivery_id`, `range_start`, `range_end`, `receipt_id`, `received_at`)
SELECT d.`id`, json_extract(r.`value`, '$[0]'), json_extract(r.`value`, '$[1]'), 'migrated', d.`status_date`
FROM `deliveries` d, json_each(d.`received`) r
WHERE d.`received` IS NOT NULL AND json_valid(d.`received`) AND d.`status` <> 'Delivered';
