CREATE TABLE `order_groups` (
	`id` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
	`owner_organization_id` integer NOT NULL,
	`name` text NOT NULL,
	`status` text DEFAULT 'Draft' NOT NULL,
	`created_at` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
	`updated_at` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
	`published_at` text,
	`write_token` text,
	FOREIGN KEY (`owner_organization_id`) REFERENCES `organizations`(`id`) ON UPDATE no action ON DELETE no action
);
--> statement-breakpoint
CREATE INDEX `order_groups_owner_updated_idx` ON `order_groups` (`owner_organization_id`,`updated_at`,`id`);--> statement-breakpoint
ALTER TABLE `orders` ADD `order_group_id` integer REFERENCES order_groups(id);--> statement-breakpoint
CREATE INDEX `orders_group_idx` ON `orders` (`order_group_id`,`id`) WHERE "orders"."order_group_id" IS NOT NULL;--> statement-breakpoint
-- hand-written: a group's updated_at follows its membership when a member order row is deleted (a draft removed by Order Delete), as it does when an order is added or taken out
CREATE TRIGGER `orders_deleted_from_group` AFTER DELETE ON `orders` WHEN OLD.`order_group_id` IS NOT NULL
BEGIN
  UPDATE `order_groups` SET `updated_at` = strftime('%Y-%m-%dT%H:%M:%fZ', 'now') WHERE `id` = OLD.`order_group_id`;
END;
