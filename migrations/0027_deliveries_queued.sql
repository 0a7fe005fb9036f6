CREATE TABLE `job_marks` (
	`job` text PRIMARY KEY NOT NULL,
	`mark` integer NOT NULL
);
--> statement-breakpoint
/* By hand: the walk for deliveries not collected in time starts at the oldest delivery still Queued or Sending
   (found by the index dropped below), or after the last one. */
INSERT INTO `job_marks` (`job`, `mark`) VALUES ('uncollected deliveries', coalesce(
  (SELECT min(`id`) FROM `deliveries` WHERE `status` IN ('Queued', 'Sending')),
  (SELECT max(`id`) + 1 FROM `deliveries`),
  1));--> statement-breakpoint
DROP INDEX `deliveries_status_created_idx`;--> statement-breakpoint
CREATE INDEX `deliveries_queued_idx` ON `deliveries` (`status_date`) WHERE "deliveries"."status" = 'Queued';
