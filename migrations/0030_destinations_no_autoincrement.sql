/* destinations without AUTOINCREMENT: its id is read by nothing and given to no one, and AUTOINCREMENT's counter
   (sqlite_sequence) was one more row written by every INSERT of destinations (Create Order's 7 rows were 3 × its row
   and its order's index entry, and the counter). A leaf (no table references it): rebuilding it deletes nothing
   elsewhere; every row is kept with its id. By hand around drizzle-kit's rebuild: the triggers that name the table
   (migration 0010) are dropped first and written again after, as they were. */
PRAGMA foreign_keys=OFF;--> statement-breakpoint
DROP TRIGGER `orders_updated_at_to_destinations`;--> statement-breakpoint
DROP TRIGGER `releases_updated_at_to_destinations`;--> statement-breakpoint
CREATE TABLE `__new_destinations` (
	`id` integer PRIMARY KEY NOT NULL,
	`order_id` integer,
	`release_id` integer,
	`organization_id` integer NOT NULL,
	`position` integer DEFAULT 0 NOT NULL,
	`subject_updated_at` text,
	FOREIGN KEY (`order_id`) REFERENCES `orders`(`id`) ON UPDATE no action ON DELETE cascade,
	FOREIGN KEY (`release_id`) REFERENCES `releases`(`id`) ON UPDATE no action ON DELETE cascade,
	FOREIGN KEY (`organization_id`) REFERENCES `organizations`(`id`) ON UPDATE no action ON DELETE no action,
	CONSTRAINT "destinations_one_parent" CHECK((order_id IS NULL) <> (release_id IS NULL))
);
--> statement-breakpoint
INSERT INTO `__new_destinations`("id", "order_id", "release_id", "organization_id", "position", "subject_updated_at") SELECT "id", "order_id", "release_id", "organization_id", "position", "subject_updated_at" FROM `destinations`;--> statement-breakpoint
DROP TABLE `destinations`;--> statement-breakpoint
ALTER TABLE `__new_destinations` RENAME TO `destinations`;--> statement-breakpoint
DELETE FROM `sqlite_sequence` WHERE `name` = 'destinations';--> statement-breakpoint
PRAGMA foreign_keys=ON;--> statement-breakpoint
CREATE UNIQUE INDEX `destinations_order_org_idx` ON `destinations` (`order_id`,`organization_id`) WHERE "destinations"."order_id" IS NOT NULL;--> statement-breakpoint
CREATE UNIQUE INDEX `destinations_release_org_idx` ON `destinations` (`release_id`,`organization_id`) WHERE "destinations"."release_id" IS NOT NULL;--> statement-breakpoint
CREATE INDEX `destinations_org_order_updated_idx` ON `destinations` (`organization_id`,`subject_updated_at`,`order_id`) WHERE "destinations"."order_id" IS NOT NULL AND "destinations"."subject_updated_at" IS NOT NULL;--> statement-breakpoint
CREATE INDEX `destinations_org_release_updated_idx` ON `destinations` (`organization_id`,`subject_updated_at`,`release_id`) WHERE "destinations"."release_id" IS NOT NULL AND "destinations"."subject_updated_at" IS NOT NULL;--> statement-breakpoint
CREATE TRIGGER `destinations_subject_updated_at_on_insert` AFTER INSERT ON `destinations`
  WHEN coalesce((SELECT `status` FROM `orders` WHERE `id` = NEW.`order_id`), (SELECT `status` FROM `releases` WHERE `id` = NEW.`release_id`)) <> 'Draft'
BEGIN
  UPDATE `destinations` SET `subject_updated_at` = coalesce((SELECT CASE WHEN `status` <> 'Draft' THEN `updated_at` END FROM `orders` WHERE `id` = NEW.`order_id`), (SELECT CASE WHEN `status` <> 'Draft' THEN `updated_at` END FROM `releases` WHERE `id` = NEW.`release_id`)) WHERE `id` = NEW.`id`;
END;--> statement-breakpoint
CREATE TRIGGER `orders_updated_at_to_destinations` AFTER UPDATE OF `updated_at`, `status` ON `orders` BEGIN
  UPDATE `destinations` SET `subject_updated_at` = CASE WHEN NEW.`status` <> 'Draft' THEN NEW.`updated_at` END
    WHERE `order_id` = NEW.`id` AND `subject_updated_at` IS NOT (CASE WHEN NEW.`status` <> 'Draft' THEN NEW.`updated_at` END);
END;--> statement-breakpoint
CREATE TRIGGER `releases_updated_at_to_destinations` AFTER UPDATE OF `updated_at`, `status` ON `releases` BEGIN
  UPDATE `destinations` SET `subject_updated_at` = CASE WHEN NEW.`status` <> 'Draft' THEN NEW.`updated_at` END
    WHERE `release_id` = NEW.`id` AND `subject_updated_at` IS NOT (CASE WHEN NEW.`status` <> 'Draft' THEN NEW.`updated_at` END);
END;
