/**
 * The webhooks feature's operations, as the registry (src/app.ts) takes them: signed webhooks (contract section
 * 10).
 */
import {
  createWebhookOperation,
  deleteWebhookOperation,
  listAttemptsOperation,
  listWebhooksOperation,
  pingWebhookOperation,
  redeliverOperation,
  rotateSecretOperation,
  updateWebhookOperation,
  webhookDetailOperation,
} from "./webhooks.routes";

export const webhookOperations = [
  createWebhookOperation,
  listWebhooksOperation,
  webhookDetailOperation,
  updateWebhookOperation,
  deleteWebhookOperation,
  rotateSecretOperation,
  pingWebhookOperation,
  listAttemptsOperation,
  redeliverOperation,
];
