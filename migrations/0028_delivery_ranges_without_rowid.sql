/* By hand (drizzle-kit cannot say WITHOUT ROWID): delivery_ranges keyed by its primary key alone, so that a range a
   destination received writes its row (1 row), not also the rowid table's autoindex of its key (2). A leaf: no
   table references it, so rebuilding it deletes nothing elsewhere. Every row kept. */
PRAGMA foreign_keys=OFF;--> statement-breakpoint
CREATE TABLE `__new_delivery_ranges` (
	`delivery_id` integer NOT NULL,
	`range_start` integer NOT NULL,
	`range_end` integer NOT NULL,
	`receipt_id` text NOT NULL,
	`received_at` text NOT NULL,
	PRIMARY KEY(`delivery_id`, `range_start`, `range_end`),
	FOREIGN KEY (`delivery_id`) REFERENCES `deliveries`(`id`) ON UPDATE no action ON DELETE cascade
) WITHOUT ROWID;
--> statement-breakpoint
INSERT INTO `__new_delivery_ranges`("delivery_id", "range_start", "range_end", "receipt_id", "received_at")
SELECT "delivery_id", "range_start", "range_end", "receipt_id", "received_at" FROM `delivery_ranges`;--> statement-breakpoint
DROP TABLE `delivery_ranges`;--> statement-breakpoint
ALTER TABLE `__new_delivery_ranges` RENAME TO `delivery_ranges`;--> statement-breakpoint
PRAGMA foreign_keys=ON;
