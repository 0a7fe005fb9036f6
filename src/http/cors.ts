/**
 * Cross-origin requests (CORS). API keys travel in headers, never in cookies,
 * so a page on another origin can only call the API with a key it was given:
 * allowing every origin, without credentials, exposes nothing a browser would
 * otherwise send on its own, and lets browser tools (such as the /docs page
 * served from another host) call the API. A preflight (`OPTIONS`) is answered
 * 204 here, before the database, the key check and the request log: it needs
 * no key and is not logged.
 */
import type { MiddlewareHandler } from "hono";
import { cors } from "hono/cors";
import { BOOKMARK_HEADER } from "../db/client";
import { IDEMPOTENCY_HEADER, REPLAYED_HEADER } from "./idempotency";

/** Request headers a cross-origin caller may send. */
export const CORS_ALLOWED_HEADERS = [
  "Accept",
  "Content-Type",
  "X-API-Key",
  "Authorization",
  IDEMPOTENCY_HEADER,
  "X-Request-Id",
  BOOKMARK_HEADER,
  // Media: uploads and ranged, conditional downloads (../features/media).
  "Content-Digest",
  "Range",
  "If-Range",
  "If-None-Match",
];

/** Answer headers a cross-origin caller may read (beyond the safelisted ones such as Content-Type). */
export const CORS_EXPOSED_HEADERS = [
  "X-Request-Id",
  "Location",
  "Link",
  "Retry-After",
  "Allow",
  "WWW-Authenticate",
  REPLAYED_HEADER,
  BOOKMARK_HEADER,
  "ETag",
  "Content-Range",
  "Content-Disposition",
  "Content-Digest",
  "Repr-Digest",
  "Accept-Ranges",
];

export const CORS_MAX_AGE_SECONDS = 86_400;

const preflight = cors({
  origin: "*",
  credentials: false,
  allowMethods: ["GET", "HEAD", "POST", "PUT", "DELETE"],
  allowHeaders: CORS_ALLOWED_HEADERS,
  exposeHeaders: CORS_EXPOSED_HEADERS,
  maxAge: CORS_MAX_AGE_SECONDS,
});

const EXPOSED = CORS_EXPOSED_HEADERS.join(",");

/**
 * Hono's `cors` answers the preflight. On every other request it would set its
 * two headers before the answer exists, on a placeholder answer, which makes
 * Hono copy the real answer into a new one to carry them over (a measurable
 * part of a request's CPU): they are set on the answer itself instead.
 */
export const crossOrigin: MiddlewareHandler = async (c, next) => {
  if (c.req.method === "OPTIONS") return preflight(c, next);
  await next();
  c.res.headers.set("Access-Control-Allow-Origin", "*");
  c.res.headers.set("Access-Control-Expose-Headers", EXPOSED);
};
