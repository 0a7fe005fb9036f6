CREATE TABLE `api_keys` (
	`id` integer PRIMARY KEY NOT NULL,
	`key_hash` text NOT NULL,
	`prefix` text NOT NULL,
	`organization_id` integer NOT NULL,
	`contact_id` integer,
	`label` text,
	`created_at` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
	`expires_at` text,
	`revoked_at` text,
	FOREIGN KEY (`organization_id`) REFERENCES `organizations`(`id`) ON UPDATE no action ON DELETE no action,
	FOREIGN KEY (`contact_id`) REFERENCES `contacts`(`id`) ON UPDATE no action ON DELETE no action
);
--> statement-breakpoint
CREATE UNIQUE INDEX `api_keys_hash_idx` ON `api_keys` (`key_hash`);--> statement-breakpoint
CREATE INDEX `api_keys_organization_idx` ON `api_keys` (`organization_id`);--> statement-breakpoint
CREATE TABLE `asset_statuses` (
	`id` integer PRIMARY KEY NOT NULL,
	`name` text NOT NULL
);
--> statement-breakpoint
CREATE UNIQUE INDEX `asset_statuses_name_idx` ON `asset_statuses` ("name" COLLATE NOCASE);--> statement-breakpoint
CREATE TABLE `comments` (
	`id` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
	`order_id` integer,
	`release_id` integer,
	`type` text NOT NULL,
	`poster_name` text NOT NULL,
	`text` text NOT NULL,
	`organization_id` integer NOT NULL,
	`contact_id` integer,
	`api_key_id` integer,
	`created_at` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
	FOREIGN KEY (`order_id`) REFERENCES `orders`(`id`) ON UPDATE no action ON DELETE cascade,
	FOREIGN KEY (`release_id`) REFERENCES `releases`(`id`) ON UPDATE no action ON DELETE cascade,
	FOREIGN KEY (`organization_id`) REFERENCES `organizations`(`id`) ON UPDATE no action ON DELETE no action,
	FOREIGN KEY (`contact_id`) REFERENCES `contacts`(`id`) ON UPDATE no action ON DELETE no action,
	FOREIGN KEY (`api_key_id`) REFERENCES `api_keys`(`id`) ON UPDATE no action ON DELETE no action,
	CONSTRAINT "comments_one_parent" CHECK((order_id IS NULL) <> (release_id IS NULL))
);
--> statement-breakpoint
CREATE INDEX `comments_order_idx` ON `comments` (`order_id`,`created_at`);--> statement-breakpoint
CREATE INDEX `comments_release_idx` ON `comments` (`release_id`,`created_at`);--> statement-breakpoint
CREATE TABLE `contacts` (
	`id` integer PRIMARY KEY NOT NULL,
	`organization_id` integer NOT NULL,
	`name` text NOT NULL,
	`email` text,
	`created_at` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
	FOREIGN KEY (`organization_id`) REFERENCES `organizations`(`id`) ON UPDATE no action ON DELETE no action
);
--> statement-breakpoint
CREATE INDEX `contacts_organization_idx` ON `contacts` (`organization_id`);--> statement-breakpoint
CREATE TABLE `deliveries` (
	`id` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
	`order_id` integer,
	`release_id` integer,
	`owner_organization_id` integer NOT NULL,
	`file_id` integer NOT NULL,
	`organization_id` integer NOT NULL,
	`status` text DEFAULT 'Queued' NOT NULL,
	`status_date` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
	`delivered_at` text,
	`attempts` integer DEFAULT 0 NOT NULL,
	`last_error` text,
	`created_at` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
	FOREIGN KEY (`order_id`) REFERENCES `orders`(`id`) ON UPDATE no action ON DELETE cascade,
	FOREIGN KEY (`release_id`) REFERENCES `releases`(`id`) ON UPDATE no action ON DELETE cascade,
	FOREIGN KEY (`owner_organization_id`) REFERENCES `organizations`(`id`) ON UPDATE no action ON DELETE no action,
	FOREIGN KEY (`file_id`) REFERENCES `files`(`id`) ON UPDATE no action ON DELETE cascade,
	FOREIGN KEY (`organization_id`) REFERENCES `organizations`(`id`) ON UPDATE no action ON DELETE no action,
	CONSTRAINT "deliveries_one_parent" CHECK((order_id IS NULL) <> (release_id IS NULL))
);
--> statement-breakpoint
CREATE UNIQUE INDEX `deliveries_file_org_idx` ON `deliveries` (`file_id`,`organization_id`);--> statement-breakpoint
CREATE INDEX `deliveries_order_idx` ON `deliveries` (`order_id`,`file_id`,`organization_id`);--> statement-breakpoint
CREATE INDEX `deliveries_owner_date_idx` ON `deliveries` (`owner_organization_id`,`status_date`,`id`);--> statement-breakpoint
CREATE INDEX `deliveries_org_status_idx` ON `deliveries` (`organization_id`,`status`);--> statement-breakpoint
CREATE TABLE `destinations` (
	`id` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
	`order_id` integer,
	`release_id` integer,
	`organization_id` integer NOT NULL,
	`position` integer DEFAULT 0 NOT NULL,
	FOREIGN KEY (`order_id`) REFERENCES `orders`(`id`) ON UPDATE no action ON DELETE cascade,
	FOREIGN KEY (`release_id`) REFERENCES `releases`(`id`) ON UPDATE no action ON DELETE cascade,
	FOREIGN KEY (`organization_id`) REFERENCES `organizations`(`id`) ON UPDATE no action ON DELETE no action,
	CONSTRAINT "destinations_one_parent" CHECK((order_id IS NULL) <> (release_id IS NULL))
);
--> statement-breakpoint
CREATE UNIQUE INDEX `destinations_order_org_idx` ON `destinations` (`order_id`,`organization_id`);--> statement-breakpoint
CREATE UNIQUE INDEX `destinations_release_org_idx` ON `destinations` (`release_id`,`organization_id`);--> statement-breakpoint
CREATE INDEX `destinations_org_idx` ON `destinations` (`organization_id`,`order_id`,`release_id`);--> statement-breakpoint
CREATE TABLE `file_statuses` (
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
);
--> statement-breakpoint
CREATE TABLE `files` (
	`id` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
	`order_id` integer,
	`release_id` integer,
	`position` integer DEFAULT 0 NOT NULL,
	`ad_id` text,
	`isrc` text,
	`title` text NOT NULL,
	`length_seconds` integer,
	`format` text,
	`created_at` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
	FOREIGN KEY (`order_id`) REFERENCES `orders`(`id`) ON UPDATE no action ON DELETE cascade,
	FOREIGN KEY (`release_id`) REFERENCES `releases`(`id`) ON UPDATE no action ON DELETE cascade,
	CONSTRAINT "files_one_parent" CHECK((order_id IS NULL) <> (release_id IS NULL))
);
--> statement-breakpoint
CREATE UNIQUE INDEX `files_order_ad_id_idx` ON `files` (`order_id`,`ad_id`);--> statement-breakpoint
CREATE INDEX `files_release_idx` ON `files` (`release_id`,`position`);--> statement-breakpoint
CREATE TABLE `group_access` (
	`group_id` integer NOT NULL,
	`organization_id` integer NOT NULL,
	PRIMARY KEY(`group_id`, `organization_id`),
	FOREIGN KEY (`group_id`) REFERENCES `organizations`(`id`) ON UPDATE no action ON DELETE no action,
	FOREIGN KEY (`organization_id`) REFERENCES `organizations`(`id`) ON UPDATE no action ON DELETE no action
);
--> statement-breakpoint
CREATE INDEX `group_access_organization_idx` ON `group_access` (`organization_id`);--> statement-breakpoint
CREATE TABLE `idempotency_keys` (
	`organization_id` integer NOT NULL,
	`key` text NOT NULL,
	`method` text NOT NULL,
	`path` text NOT NULL,
	`body_hash` text NOT NULL,
	`status_code` integer NOT NULL,
	`content_type` text NOT NULL,
	`headers` text NOT NULL,
	`body` text NOT NULL,
	`created_at` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
	PRIMARY KEY(`organization_id`, `key`)
);
--> statement-breakpoint
CREATE INDEX `idempotency_keys_created_idx` ON `idempotency_keys` (`created_at`);--> statement-breakpoint
CREATE TABLE `order_states` (
	`id` integer PRIMARY KEY NOT NULL,
	`name` text NOT NULL,
	`description` text NOT NULL
);
--> statement-breakpoint
CREATE UNIQUE INDEX `order_states_name_unique` ON `order_states` (`name`);--> statement-breakpoint
CREATE TABLE `orders` (
	`id` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
	`order_type` text NOT NULL,
	`status` text DEFAULT 'Draft' NOT NULL,
	`owner_organization_id` integer NOT NULL,
	`created_by_key_id` integer,
	`advertiser` text NOT NULL,
	`brand` text,
	`product` text,
	`purchase_order` text,
	`priority` text DEFAULT 'Standard' NOT NULL,
	`flight_start_date` text,
	`flight_end_date` text,
	`traffic_instructions` text,
	`program_title` text,
	`episode` text,
	`created_at` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
	`updated_at` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
	`published_at` text,
	`cancelled_at` text,
	FOREIGN KEY (`owner_organization_id`) REFERENCES `organizations`(`id`) ON UPDATE no action ON DELETE no action,
	FOREIGN KEY (`created_by_key_id`) REFERENCES `api_keys`(`id`) ON UPDATE no action ON DELETE no action
);
--> statement-breakpoint
CREATE INDEX `orders_owner_created_idx` ON `orders` (`owner_organization_id`,`created_at`);--> statement-breakpoint
CREATE TABLE `organizations` (
	`id` integer PRIMARY KEY NOT NULL,
	`name` text NOT NULL,
	`display_name` text NOT NULL,
	`kind` text NOT NULL,
	`type` text,
	`market` text,
	`country` text,
	`status` text,
	`status_since` text,
	`last_seen_at` text,
	`created_at` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
	`updated_at` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL
);
--> statement-breakpoint
CREATE INDEX `organizations_kind_updated_idx` ON `organizations` (`kind`,`updated_at`,`id`);--> statement-breakpoint
CREATE INDEX `organizations_kind_status_idx` ON `organizations` (`kind`,`status`,`id`);--> statement-breakpoint
CREATE INDEX `organizations_name_idx` ON `organizations` ("name" COLLATE NOCASE);--> statement-breakpoint
CREATE TABLE `pod_states` (
	`id` integer PRIMARY KEY NOT NULL,
	`name` text NOT NULL,
	`description` text NOT NULL
);
--> statement-breakpoint
CREATE UNIQUE INDEX `pod_states_name_unique` ON `pod_states` (`name`);--> statement-breakpoint
CREATE TABLE `releases` (
	`id` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
	`label_organization_id` integer NOT NULL,
	`title` text NOT NULL,
	`artist` text NOT NULL,
	`upc` text,
	`release_date` text,
	`created_at` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
	`updated_at` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
	FOREIGN KEY (`label_organization_id`) REFERENCES `organizations`(`id`) ON UPDATE no action ON DELETE no action
);
--> statement-breakpoint
CREATE INDEX `releases_label_idx` ON `releases` (`label_organization_id`);--> statement-breakpoint
CREATE TABLE `request_logs` (
	`id` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
	`organization_id` integer,
	`api_key_id` integer,
	`api_key_prefix` text,
	`request_date` text NOT NULL,
	`http_method` text NOT NULL,
	`url` text NOT NULL,
	`path` text NOT NULL,
	`url_template` text,
	`status_code` integer NOT NULL,
	`duration_ms` integer NOT NULL,
	`request_id` text NOT NULL
);
--> statement-breakpoint
CREATE INDEX `request_logs_org_date_idx` ON `request_logs` (`organization_id`,`request_date`,`id`);--> statement-breakpoint
CREATE INDEX `request_logs_org_template_idx` ON `request_logs` (`organization_id`,`url_template`,`request_date`,`id`);--> statement-breakpoint
CREATE INDEX `request_logs_org_path_idx` ON `request_logs` (`organization_id`,`path`,`request_date`,`id`);--> statement-breakpoint
CREATE INDEX `request_logs_org_method_idx` ON `request_logs` (`organization_id`,`http_method`,`request_date`,`id`);--> statement-breakpoint
CREATE INDEX `request_logs_date_idx` ON `request_logs` (`request_date`);