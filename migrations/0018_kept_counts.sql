ALTER TABLE `orders` ADD `file_count` integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE `orders` ADD `destination_count` integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE `releases` ADD `file_count` integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE `releases` ADD `destination_count` integer DEFAULT 0 NOT NULL;--> statement-breakpoint
-- By hand: the counts of what is there already; from now on the batches that change files and destinations keep them.
UPDATE `orders` SET `file_count` = (SELECT count(*) FROM `files` WHERE `order_id` = `orders`.`id`), `destination_count` = (SELECT count(*) FROM `destinations` WHERE `order_id` = `orders`.`id`);--> statement-breakpoint
UPDATE `releases` SET `file_count` = (SELECT count(*) FROM `files` WHERE `release_id` = `releases`.`id`), `destination_count` = (SELECT count(*) FROM `destinations` WHERE `release_id` = `releases`.`id`);
