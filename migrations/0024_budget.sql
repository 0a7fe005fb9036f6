DROP INDEX `contacts_organization_idx`;--> statement-breakpoint
DROP INDEX `deliveries_org_status_idx`;--> statement-breakpoint
DROP INDEX `deliveries_order_idx`;--> statement-breakpoint
DROP INDEX `deliveries_release_idx`;--> statement-breakpoint
CREATE INDEX `deliveries_order_idx` ON `deliveries` (`order_id`,`file_id`,`organization_id`) WHERE "deliveries"."order_id" IS NOT NULL;--> statement-breakpoint
CREATE INDEX `deliveries_release_idx` ON `deliveries` (`release_id`,`file_id`,`organization_id`) WHERE "deliveries"."release_id" IS NOT NULL;--> statement-breakpoint
DROP INDEX `destinations_org_idx`;--> statement-breakpoint
DROP INDEX `destinations_order_org_idx`;--> statement-breakpoint
DROP INDEX `destinations_release_org_idx`;--> statement-breakpoint
CREATE UNIQUE INDEX `destinations_order_org_idx` ON `destinations` (`order_id`,`organization_id`) WHERE "destinations"."order_id" IS NOT NULL;--> statement-breakpoint
CREATE UNIQUE INDEX `destinations_release_org_idx` ON `destinations` (`release_id`,`organization_id`) WHERE "destinations"."release_id" IS NOT NULL;--> statement-breakpoint
DROP INDEX `orders_owner_created_idx`;--> statement-breakpoint
DROP INDEX `comments_order_idx`;--> statement-breakpoint
DROP INDEX `comments_release_idx`;--> statement-breakpoint
CREATE INDEX `comments_order_idx` ON `comments` (`order_id`,`created_at`) WHERE "comments"."order_id" IS NOT NULL;--> statement-breakpoint
CREATE INDEX `comments_release_idx` ON `comments` (`release_id`,`created_at`) WHERE "comments"."release_id" IS NOT NULL;--> statement-breakpoint
DROP INDEX `files_order_ad_id_idx`;--> statement-breakpoint
DROP INDEX `files_release_idx`;--> statement-breakpoint
CREATE UNIQUE INDEX `files_order_ad_id_idx` ON `files` (`order_id`,`ad_id`) WHERE "files"."order_id" IS NOT NULL;--> statement-breakpoint
CREATE INDEX `files_release_idx` ON `files` (`release_id`,`position`) WHERE "files"."release_id" IS NOT NULL;