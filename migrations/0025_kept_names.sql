ALTER TABLE `deliveries` ADD `ad_id` text;--> statement-breakpoint
ALTER TABLE `deliveries` ADD `organization_name` text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE `deliveries` ADD `subject_cancelled_at` text;--> statement-breakpoint
ALTER TABLE `orders` ADD `owner_name` text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE `releases` ADD `owner_name` text DEFAULT '' NOT NULL;--> statement-breakpoint
-- What the rows that were there before keep (contract section 21): an organization's name never changes, nor a
-- published file's Ad-ID or content; a delivery's bytes and hash are the original's until it is Delivered.
UPDATE `orders` SET `owner_name` = (SELECT `name` FROM `organizations` WHERE `id` = `orders`.`owner_organization_id`);--> statement-breakpoint
UPDATE `releases` SET `owner_name` = (SELECT `name` FROM `organizations` WHERE `id` = `releases`.`label_organization_id`);--> statement-breakpoint
UPDATE `deliveries` SET
  `ad_id` = (SELECT `ad_id` FROM `files` WHERE `id` = `deliveries`.`file_id`),
  `organization_name` = (SELECT `name` FROM `organizations` WHERE `id` = `deliveries`.`organization_id`),
  `bytes` = coalesce(`bytes`, (SELECT `content_bytes` FROM `files` WHERE `id` = `deliveries`.`file_id`)),
  `sha256` = coalesce(`sha256`, (SELECT `content_sha256` FROM `files` WHERE `id` = `deliveries`.`file_id`)),
  `subject_cancelled_at` = coalesce(
    (SELECT `cancelled_at` FROM `orders` WHERE `id` = `deliveries`.`order_id`),
    (SELECT `cancelled_at` FROM `releases` WHERE `id` = `deliveries`.`release_id`));
