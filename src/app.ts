/**
 * Builds the app: the shared middleware in order, the open routes, then every
 * feature's operations.
 */
import { Hono } from "hono";
import { describeRoute, resolver } from "hono-openapi";
import * as v from "valibot";
import { type AppEnv, settingsOf } from "./env";
import { asRunOperations } from "./features/asrun/asrun.index";
import { complianceOperations } from "./features/compliance/compliance.index";
import { destinationOperations } from "./features/destinations/destinations.index";
import { feedbackOperations } from "./features/feedback/feedback.index";
import { fileStatusOperations } from "./features/file-status/file-status.index";
import { ingestOperations } from "./features/ingest/ingest.index";
import { instructionOperations } from "./features/instructions/instructions.index";
import { keyOperations } from "./features/keys/keys.index";
import { lifecycleOperations } from "./features/lifecycle/lifecycle.index";
import { logOperations } from "./features/logs/logs.index";
import { mediaOperations } from "./features/media/media.index";
import { orderGroupOperations } from "./features/order-groups/order-groups.index";
import { orderOperations } from "./features/orders/orders.index";
import { releaseOperations } from "./features/releases/releases.index";
import { RENDITION_EVENTS } from "./features/renditions/renditions.schemas";
import { reportOperations } from "./features/reports/reports.index";
import { rightsOperations } from "./features/rights/rights.index";
import { stateOperations } from "./features/states/states.index";
import { webhookOperations } from "./features/webhooks/webhooks.index";
import { crossOrigin } from "./http/cors";
import { database } from "./http/database";
import { methodNotAllowed, mount } from "./http/mount";
import { negotiate } from "./http/negotiation";
import type { EventDoc, OperationDef } from "./http/operation";
import { PROBLEM_NAMESPACE, Problem, problemResponse } from "./http/problems";
import { requestId } from "./http/request-id";
import { requestLog } from "./http/request-log";
import { schemasOf } from "./http/xsd";
import { openApiDocument, ProblemSchema } from "./openapi";
import { REFERENCE_SCRIPT_PATH, referencePage } from "./reference/reference";

const features: OperationDef[] = [
  ...stateOperations,
  ...orderOperations,
  ...orderGroupOperations,
  ...instructionOperations,
  ...asRunOperations,
  ...ingestOperations,
  ...releaseOperations,
  ...reportOperations,
  ...feedbackOperations,
  ...fileStatusOperations,
  ...mediaOperations,
  ...destinationOperations,
  ...complianceOperations,
  ...rightsOperations,
  ...lifecycleOperations,
  ...webhookOperations,
  ...keyOperations,
];

/** Every operation; the logs know the others' paths as templates. */
export const operations: OperationDef[] = [...features, ...logOperations(features)];

/** The events whose payloads the document describes (its `webhooks`). */
export const events: EventDoc[] = [...RENDITION_EVENTS];

/** The routes open without a key: health, the document, the reference page and its script, the XML Schemas. */
const OPEN_PATHS = ["/health", "/openapi.json", "/docs", REFERENCE_SCRIPT_PATH, "/schemas/:file"];

export function buildApp() {
  const app = new Hono<AppEnv>();

  app.use("*", requestId, async (c, next) => {
    c.set("settings", settingsOf(c.env));
    await next();
  });
  app.use("*", async (c, next) => {
    await next();
    c.res.headers.set("X-Content-Type-Options", "nosniff");
    if (c.req.path.startsWith("/api/")) c.res.headers.set("Cache-Control", "no-store");
  });
  app.use("*", crossOrigin);
  app.use("*", database, requestLog, negotiate);

  app.onError((error, c) => {
    if (error instanceof Problem) return problemResponse(c, error);
    console.error("unhandled error", c.get("requestId"), error);
    return problemResponse(
      c,
      new Problem(
        "internal_error",
        "The request failed on our side; nothing was half-written. Quote the requestId when you report it.",
      ),
    );
  });
  app.notFound((c) =>
    problemResponse(c, new Problem("not_found", `There is no route ${c.req.method} ${new URL(c.req.url).pathname}.`)),
  );

  app.get(
    "/health",
    describeRoute({
      operationId: "health",
      summary: "Health",
      description: "Says the service is up. No key, no database.",
      tags: ["Service"],
      security: [],
      responses: {
        200: {
          description: "Up.",
          content: { "application/json": { schema: resolver(v.object({ Status: v.literal("ok") })) } },
        },
      },
    }),
    (c) => c.json({ Status: "ok" }),
  );
  app.get("/openapi.json", async (c) => c.json(await openApiDocument(app, operations, events)));
  referencePage(app);

  const xsd = schemasOf(operations, [
    { root: "problem", schema: ProblemSchema, options: { namespace: PROBLEM_NAMESPACE } },
  ]);
  // Open, as the document that links them: what an XML body and answer are, for binding tools.
  app.get("/schemas/:file", (c) => {
    const name = /^([A-Za-z0-9]+)\.xsd$/.exec(c.req.param("file"))?.[1];
    const entry = name ? xsd.byName.get(name) : undefined;
    if (!entry) throw new Problem("not_found", `There is no XML Schema ${c.req.param("file")}.`);
    c.header("Cache-Control", "public, max-age=300");
    return c.body(entry.text, 200, { "Content-Type": "application/xml; charset=utf-8" });
  });
  // The open routes answer GET (and HEAD) only: any other method is a 405 with Allow, as on the API's paths.
  for (const path of OPEN_PATHS) {
    app.all(path, () => {
      throw methodNotAllowed(["GET", "HEAD"]);
    });
  }
  mount(app, operations, xsd.byOperation);
  return app;
}
