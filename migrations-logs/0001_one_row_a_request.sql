PRAGMA foreign_keys=OFF;--> statement-breakpoint
CREATE TABLE `__new_request_logs` (
	`organization_id` integer NOT NULL,
	`request_date` integer NOT NULL,
	`id` integer NOT NULL,
	`api_key_prefix` text,
	`http_method` integer NOT NULL,
	`path` text NOT NULL,
	`query` text,
	`url_template` integer,
	`status_code` integer NOT NULL,
	`duration_ms` integer NOT NULL,
	`request_id` blob NOT NULL,
	PRIMARY KEY(`organization_id`, `request_date`, `id`)
) WITHOUT ROWID;
--> statement-breakpoint
/* By hand (drizzle-kit cannot say WITHOUT ROWID, nor move these rows): every entry kept. An unknown key's entries
   (no organization) under 0; `id` numbers an organization's entries of one millisecond from 0, in the order of
   their old LogIDs, so that each entry's new LogID (request_date × 1000 + id) keeps the order of the old ones. */
INSERT INTO `__new_request_logs`("organization_id", "request_date", "id", "api_key_prefix", "http_method", "path", "query", "url_template", "status_code", "duration_ms", "request_id")
SELECT ifnull("organization_id", 0), "request_date",
  row_number() OVER (PARTITION BY ifnull("organization_id", 0), "request_date" ORDER BY "id") - 1,
  "api_key_prefix", "http_method", "path", "query", "url_template", "status_code", "duration_ms", "request_id"
FROM `request_logs`;--> statement-breakpoint
DROP TABLE `request_logs`;--> statement-breakpoint
ALTER TABLE `__new_request_logs` RENAME TO `request_logs`;--> statement-breakpoint
DELETE FROM `sqlite_sequence` WHERE `name` = 'request_logs';--> statement-breakpoint
PRAGMA foreign_keys=ON;