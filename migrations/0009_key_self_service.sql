ALTER TABLE `api_keys` ADD `last_used_at` text;--> statement-breakpoint
-- A key's prefix ends with the first 8 hex digits of its SHA-256 (src/http/keys.ts), which tell the organization's keys apart.
UPDATE `api_keys` SET `prefix` = `prefix` || '...' || substr(`key_hash`, 1, 8) WHERE `prefix` NOT LIKE '%...%';
