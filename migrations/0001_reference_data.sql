-- Reference data every deployment needs: the order and proof-of-delivery states
-- and the configured asset statuses. Idempotent.
INSERT OR IGNORE INTO `order_states` (`id`, `name`, `description`) VALUES
  (1, 'Draft', 'Created and editable; not yet sent to any destination.'),
  (2, 'Published', 'Published; its deliveries are queued for the destinations.'),
  (3, 'In Progress', 'At least one delivery has started.'),
  (4, 'Delivered', 'Every delivery of the order has been delivered.'),
  (5, 'Cancelled', 'Deleted after publishing; open deliveries were cancelled.');
--> statement-breakpoint
INSERT OR IGNORE INTO `pod_states` (`id`, `name`, `description`) VALUES
  (1, 'Queued', 'Waiting to be sent (an offline destination''s deliveries wait here).'),
  (2, 'Sending', 'Being transferred to the destination.'),
  (3, 'Delivered', 'Received by the destination.'),
  (4, 'Failed', 'Could not be delivered after repeated attempts.'),
  (5, 'Cancelled', 'Cancelled before delivery because its order was deleted.');
--> statement-breakpoint
INSERT OR IGNORE INTO `asset_statuses` (`id`, `name`) VALUES
  (1, 'Received'),
  (2, 'In Review'),
  (3, 'Approved'),
  (4, 'Rejected'),
  (5, 'On Air');
