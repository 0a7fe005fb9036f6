CREATE TABLE `asrun_placements` (
	`organization_id` integer PRIMARY KEY NOT NULL,
	`partition` integer NOT NULL,
	`moving_from` integer,
	`moved_at` text,
	FOREIGN KEY (`organization_id`) REFERENCES `organizations`(`id`) ON UPDATE no action ON DELETE no action
);
--> statement-breakpoint
CREATE INDEX `asrun_placements_moving_idx` ON `asrun_placements` (`moving_from`) WHERE "asrun_placements"."moving_from" IS NOT NULL;--> statement-breakpoint
ALTER TABLE `asrun_entries` ADD `matched_ad_id` text;--> statement-breakpoint
-- As-run entries move to their own partitions (contract section 21). The rows here stay until the mover
-- (src/features/asrun/asrun.move.ts) has copied them: each is given the AdID of its matched file (a partition
-- cannot join the files), and each station with entries is placed in ASRUN_0, moving from the main database (-1).
UPDATE `asrun_entries` SET `matched_ad_id` = (SELECT `ad_id` FROM `files` WHERE `files`.`id` = `asrun_entries`.`file_id`)
	WHERE `ad_id` = '' AND `file_id` IS NOT NULL;
--> statement-breakpoint
INSERT INTO `asrun_placements` (`organization_id`, `partition`, `moving_from`, `moved_at`)
	SELECT DISTINCT `organization_id`, 0, -1, strftime('%Y-%m-%dT%H:%M:%fZ', 'now') FROM `asrun_entries`;
