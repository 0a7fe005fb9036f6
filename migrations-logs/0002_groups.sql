CREATE TABLE `request_log_groups` (
	`organization_id` integer NOT NULL,
	`first_date` integer NOT NULL,
	`slot` integer NOT NULL,
	`count` integer NOT NULL,
	`entries` text NOT NULL,
	PRIMARY KEY(`organization_id`, `first_date`, `slot`)
) WITHOUT ROWID;
--> statement-breakpoint
/* By hand (drizzle-kit cannot say WITHOUT ROWID, nor move these rows): every entry kept, the entries of an
   organization's millisecond as one group (slot 0), in the order of their old LogIDs, names and request ids as text. */
INSERT INTO `request_log_groups` ("organization_id", "first_date", "slot", "count", "entries")
SELECT "organization_id", "request_date", 0, count(*), json_group_array(json("entry")) FROM (
  SELECT l."organization_id", l."request_date", json_array(0,
    (SELECT "name" FROM `log_names` WHERE "id" = l."http_method"), l."path", l."query",
    (SELECT "name" FROM `log_names` WHERE "id" = l."url_template"), l."status_code", l."duration_ms",
    CASE WHEN typeof(l."request_id") = 'blob' THEN lower(hex(substr(l."request_id", 1, 4)) || '-'
      || hex(substr(l."request_id", 5, 2)) || '-' || hex(substr(l."request_id", 7, 2)) || '-'
      || hex(substr(l."request_id", 9, 2)) || '-' || hex(substr(l."request_id", 11, 6))) ELSE l."request_id" END,
    l."api_key_prefix") AS "entry"
  FROM `request_logs` AS l ORDER BY l."organization_id", l."request_date", l."id")
GROUP BY "organization_id", "request_date";
--> statement-breakpoint
DROP TABLE `log_names`;--> statement-breakpoint
DROP TABLE `request_logs`;
