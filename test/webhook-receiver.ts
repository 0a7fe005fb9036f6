/**
 * The tests' outside world (vitest.config.ts `outboundService`): every fetch
 * the worker or a test makes to another host ends here, in Node. At
 * https://receiver.test/<mode>/<box> a webhook receiver records each request
 * in its box and answers as its mode says (`ok`: 204, `fail`: 503, `slow`:
 * after 11 s); `GET https://receiver.test/read/<box>` answers what the box
 * received, as JSON, for the test to verify. Anything else: 502 (no internet).
 */
interface Received {
  url: string;
  headers: Record<string, string>;
  body: string;
}

const boxes = new Map<string, Received[]>();

export async function webhookReceiver(request: Request): Promise<Response> {
  const url = new URL(request.url);
  if (url.hostname !== "receiver.test") return new Response("The tests reach no other host.", { status: 502 });
  const [, mode = "", box = ""] = url.pathname.split("/");
  if (mode === "read") {
    return new Response(JSON.stringify(boxes.get(box) ?? []), { headers: { "content-type": "application/json" } });
  }
  const headers: Record<string, string> = {};
  request.headers.forEach((value, name) => {
    headers[name] = value;
  });
  const received = { url: request.url, headers, body: await request.text() };
  boxes.set(box, [...(boxes.get(box) ?? []), received]);
  if (mode === "fail") return new Response("down for maintenance", { status: 503 });
  if (mode === "slow") await new Promise((resolve) => setTimeout(resolve, 11_000));
  return new Response(null, { status: 204 });
}
