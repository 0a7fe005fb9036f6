ALTER TABLE `destinations` ADD `subject_updated_at` text;--> statement-breakpoint
CREATE INDEX `destinations_org_order_updated_idx` ON `destinations` (`organization_id`,`subject_updated_at`,`order_id`) WHERE "destinations"."order_id" IS NOT NULL AND "destinations"."subject_updated_at" IS NOT NULL;--> statement-breakpoint
CREATE INDEX `destinations_org_release_updated_idx` ON `destinations` (`organization_id`,`subject_updated_at`,`release_id`) WHERE "destinations"."release_id" IS NOT NULL AND "destinations"."subject_updated_at" IS NOT NULL;--> statement-breakpoint
-- The subject's updated_at, copied beside each destination once the subject is no longer a draft (schema.ts says why), kept by the triggers below.
UPDATE `destinations` SET `subject_updated_at` = coalesce((SELECT CASE WHEN `status` <> 'Draft' THEN `updated_at` END FROM `orders` WHERE `id` = `destinations`.`order_id`), (SELECT CASE WHEN `status` <> 'Draft' THEN `updated_at` END FROM `releases` WHERE `id` = `destinations`.`release_id`));--> statement-breakpoint
-- A destination is added to a draft (null, as it starts) but for data loaded whole: the trigger writes only then.
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
