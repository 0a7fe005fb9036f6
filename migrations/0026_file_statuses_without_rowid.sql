/* By hand (drizzle-kit cannot say WITHOUT ROWID): file_statuses keyed by its primary key alone, so that a station's
   first status or house ID of a file writes its row and its house ID's index entry (2 rows), not also the rowid
   table's autoindex of (file_id, organization_id) (3). A leaf: no table references it, so rebuilding it deletes
   nothing elsewhere. Every row kept. */
PRAGMA foreign_keys=OFF;--> statement-breakpoint
CREATE TABLE `__new_file_statuses` (
	`file_id` integer NOT NULL,
	`organization_id` integer NOT NULL,
	`asset_status` text,
	`asset_status_updated_at` text,
	`asset_status_set_by` text,
	`house_id` text,
	`house_id_updated_at` text,
	`house_id_set_by` text,
	PRIMARY KEY(`file_id`, `organization_id`),
	FOREIGN KEY (`file_id`) REFERENCES `files`(`id`) ON UPDATE no action ON DELETE cascade,
	FOREIGN KEY (`organization_id`) REFERENCES `organizations`(`id`) ON UPDATE no action ON DELETE no action
) WITHOUT ROWID;
--> statement-breakpoint
INSERT INTO `__new_file_statuses`("file_id", "organization_id", "asset_status", "asset_status_updated_at", "asset_status_set_by", "house_id", "house_id_updated_at", "house_id_set_by")
SELECT "file_id", "organization_id", "asset_status", "asset_status_updated_at", "asset_status_set_by", "house_id", "house_id_updated_at", "house_id_set_by"
FROM `file_statuses`;--> statement-breakpoint
DROP TABLE `file_statuses`;--> statement-breakpoint
ALTER TABLE `__new_file_statuses` RENAME TO `file_statuses`;--> statement-breakpoint
CREATE INDEX `file_statuses_house_id_idx` ON `file_statuses` (`organization_id`,`house_id`) WHERE "file_statuses"."house_id" IS NOT NULL;--> statement-breakpoint
PRAGMA foreign_keys=ON;
