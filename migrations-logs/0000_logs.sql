CREATE TABLE `log_names` (
	`id` integer PRIMARY KEY NOT NULL,
	`name` text NOT NULL
);
--> statement-breakpoint
CREATE UNIQUE INDEX `log_names_name_unique` ON `log_names` (`name`);--> statement-breakpoint
CREATE TABLE `request_logs` (
	`id` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
	`organization_id` integer,
	`api_key_prefix` text,
	`request_date` integer NOT NULL,
	`http_method` integer NOT NULL,
	`path` text NOT NULL,
	`path_key` integer NOT NULL,
	`query` text,
	`url_template` integer,
	`status_code` integer NOT NULL,
	`duration_ms` integer NOT NULL,
	`request_id` blob NOT NULL
);
--> statement-breakpoint
CREATE INDEX `request_logs_org_date_idx` ON `request_logs` (`organization_id`,`request_date`);--> statement-breakpoint
CREATE INDEX `request_logs_org_template_idx` ON `request_logs` (`organization_id`,`url_template`,`request_date`);--> statement-breakpoint
CREATE INDEX `request_logs_org_path_idx` ON `request_logs` (`organization_id`,`path_key`,`request_date`);--> statement-breakpoint
CREATE INDEX `request_logs_org_method_idx` ON `request_logs` (`organization_id`,`http_method`,`request_date`);