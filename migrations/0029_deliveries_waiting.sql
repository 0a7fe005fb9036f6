ALTER TABLE `deliveries` ADD `waiting_since` text;--> statement-breakpoint
/* By hand: every delivery Queued now waits as before (its status date, as the cron read it), and the walk for
   deliveries whose message was lost starts after the last one. */
UPDATE `deliveries` SET `waiting_since` = `status_date` WHERE `status` = 'Queued';--> statement-breakpoint
INSERT INTO `job_marks` (`job`, `mark`) VALUES ('queued deliveries', coalesce((SELECT max(`id`) + 1 FROM `deliveries`), 1));--> statement-breakpoint
DROP INDEX `deliveries_queued_idx`;--> statement-breakpoint
CREATE INDEX `deliveries_waiting_idx` ON `deliveries` (`waiting_since`) WHERE "deliveries"."status" = 'Queued' AND "deliveries"."waiting_since" IS NOT NULL;
