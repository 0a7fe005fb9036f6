ALTER TABLE `deliveries` ADD `latest_entry_id` integer;--> statement-breakpoint
/* By hand: each delivery's latest ingest entry, found by the index dropped below; then kept by a trigger on every
   entry inserted (an entry always has its delivery: it is of a file given to the station; Publish Order writes its
   own, its entries first in its batch). */
UPDATE `deliveries` SET `latest_entry_id` = (SELECT max(e.`id`) FROM `ingest_entries` e
  WHERE e.`organization_id` = `deliveries`.`organization_id` AND e.`file_id` = `deliveries`.`file_id`);--> statement-breakpoint
CREATE TRIGGER `ingest_entries_latest_on_delivery` AFTER INSERT ON `ingest_entries` BEGIN
  UPDATE `deliveries` SET `latest_entry_id` = NEW.`id`
    WHERE `file_id` = NEW.`file_id` AND `organization_id` = NEW.`organization_id` AND `latest_entry_id` IS NOT NEW.`id`;
END;--> statement-breakpoint
DROP INDEX `ingest_entries_org_file_idx`;
