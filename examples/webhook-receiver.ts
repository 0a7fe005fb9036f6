/**
 * A webhook receiver (contract section 10): subscribes itself for the key's
 * organization, then verifies each event's signature with the
 * `standardwebhooks` package (any Standard Webhooks library does), drops
 * repeats by their `webhook-id`, and prints one line an event. Ctrl-C
 * unsubscribes it and stops.
 *
 *   npx tsx examples/webhook-receiver.ts    BASE_URL (default http://localhost:8787), API_KEY
 *                                           (default mds_dev_wxyz), PORT (default 8788), EVENTS (default *)
 *
 * Under `npm start` a receiver on http://127.0.0.1 may be subscribed; a deployed service takes https
 * URLs of public hosts only.
 */
import { createServer } from "node:http";
import { Webhook, WebhookVerificationError } from "standardwebhooks";

const base = process.env.BASE_URL ?? "http://localhost:8787";
const apiKey = process.env.API_KEY ?? "mds_dev_wxyz";
const port = Number(process.env.PORT ?? 8788);
const events = (process.env.EVENTS ?? "*").split(",");

const api = (path: string, init: RequestInit = {}) =>
  fetch(`${base}${path}`, {
    ...init,
    headers: { "X-API-Key": apiKey, "Content-Type": "application/json", Accept: "application/json" },
  });

let verifier: Webhook | undefined;
const seen = new Set<string>();

const server = createServer((req, res) => {
  const chunks: Buffer[] = [];
  req.on("data", (chunk: Buffer) => chunks.push(chunk));
  req.on("end", () => {
    const body = Buffer.concat(chunks).toString("utf8");
    const headers = Object.fromEntries(Object.entries(req.headers).map(([k, v]) => [k, String(v)]));
    try {
      if (!verifier) throw new WebhookVerificationError("not subscribed yet");
      const event = verifier.verify(body, headers) as { type: string; data: unknown };
      const id = headers["webhook-id"] ?? "";
      // At least once: the same event may come again (same id); it is acknowledged, not handled twice.
      if (!seen.has(id)) {
        seen.add(id);
        console.log(`event ${id} ${event.type} ${JSON.stringify(event.data)}`);
      }
      res.writeHead(204).end();
    } catch (error) {
      console.log(`refused a request: ${error instanceof Error ? error.message : String(error)}`);
      res.writeHead(401).end();
    }
  });
});

await new Promise<void>((resolve) => server.listen(port, "127.0.0.1", resolve));
const created = await api("/api/v1/account/webhooks", {
  method: "POST",
  body: JSON.stringify({
    Url: `http://127.0.0.1:${port}/`,
    Events: events,
    Description: "examples/webhook-receiver.ts",
  }),
});
if (created.status !== 201) {
  console.error(`subscribing failed: ${created.status} ${await created.text()}`);
  process.exit(1);
}
const hook = (await created.json()) as { WebhookID: number; Secret: string };
verifier = new Webhook(hook.Secret);
console.log(`webhook ${hook.WebhookID} listening on http://127.0.0.1:${port}/ for ${events.join(", ")}`);

const stop = async () => {
  await api(`/api/v1/account/webhooks/${hook.WebhookID}`, { method: "DELETE" });
  server.close();
  process.exit(0);
};
process.once("SIGINT", stop);
process.once("SIGTERM", stop);
