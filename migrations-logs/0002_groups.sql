CREATE TABLE `log_accounts` (
	`id` integer PRIMARY KEY NOT NULL,
	`organization_id` integer NOT NULL
);
--> statement-breakpoint
CREATE UNIQUE INDEX `log_accounts_organization_id_unique` ON `log_accounts` (`organization_id`);--> statement-breakpoint
CREATE TABLE `request_log_groups` (
	`key` integer PRIMARY KEY NOT NULL,
	`count` integer NOT NULL,
	`entries` text NOT NULL
);
--> statement-breakpoint
/* By hand (drizzle-kit cannot move these rows): every entry kept, each organization numbered in the order of its
   id, the entries of an organization's millisecond as one group (slot 0), in the order of their old LogIDs, names and
   request ids as text. The key packs account << 47 | date << 5 | slot (src/db/logs-schema.ts). */
INSERT INTO `log_accounts` ("organization_id") SELECT DISTINCT "organization_id" FROM `request_logs` ORDER BY 1;
--> statement-breakpoint
INSERT INTO `request_log_groups` ("key", "count", "entries")
SELECT ((SELECT a."id" FROM `log_accounts` AS a WHERE a."organization_id" = e."organization_id") << 47)
    | (e."request_date" << 5), count(*), json_group_array(json(e."entry")) FROM (
  SELECT l."organization_id", l."request_date", json_array(0,
    (SELECT "name" FROM `log_names` WHERE "id" = l."http_method"), l."path", l."query",
    (SELECT "name" FROM `log_names` WHERE "id" = l."url_template"), l."status_code", l."duration_ms",
    CASE WHEN typeof(l."request_id") = 'blob' THEN lower(hex(substr(l."request_id", 1, 4)) || '-'
      || hex(substr(l."request_id", 5, 2)) || '-' || hex(substr(l."request_id", 7, 2)) || '-'
      || hex(substr(l."request_id", 9, 2)) || '-' || hex(substr(l."request_id", 11, 6))) ELSE l."request_id" END,
    l."api_key_prefix") AS "entry"
  FROM `request_logs` AS l ORDER BY l."organization_id", l."request_date", l."id") AS e
GROUP BY e."organization_id", e."request_date";
--> statement-breakpoint
DROP TABLE `log_names`;--> statement-breakpoint
DROP TABLE `request_logs`;