/**
 * The bench's bare worker: the runtime with none of the service's code.
 *
 * - GET /health answers ok; GET /d1 answers ok after one D1 round trip
 *   (`SELECT 1`, its own local D1): the two references every case of the bench is
 *   measured against (../run.ts).
 * - Request bodies streamed into the MEDIA bucket and objects streamed back:
 *   the media stage (../media.ts) holds the service to a share of its
 *   throughput.
 *
 * PUT /o/:key (Content-Length required), GET /o/:key, GET /health; a multipart
 * upload as the service's resumable one makes it: POST /mpu/:key (JSON
 * {uploadId}), PUT /mpu/:key?uploadId=&part= (Content-Length required; JSON
 * {partNumber, etag}), POST /mpu/:key?uploadId= with the JSON list of those
 * parts to complete it; completing then reads the object through once for
 * its SHA-256, as the service does (JSON {key, bytes, sha256}).
 */

// The Workers types are not in tsconfig.node.json (it checks scripts/ for Node): just what this file uses.
interface StoredObject {
  key: string;
  size: number;
}
interface UploadedPart {
  partNumber: number;
  etag: string;
}
interface MultipartUpload {
  uploadId: string;
  uploadPart(partNumber: number, body: ReadableStream<Uint8Array>): Promise<UploadedPart>;
  complete(parts: UploadedPart[]): Promise<StoredObject>;
}
interface Env {
  DB: { prepare(sql: string): { all(): Promise<unknown> } };
  MEDIA: {
    createMultipartUpload(key: string): Promise<MultipartUpload>;
    resumeMultipartUpload(key: string, uploadId: string): MultipartUpload;
    put(key: string, body: ReadableStream<Uint8Array>): Promise<StoredObject | null>;
    get(key: string): Promise<(StoredObject & { body: ReadableStream<Uint8Array> }) | null>;
  };
}
declare const FixedLengthStream: new (length: number) => TransformStream<Uint8Array, Uint8Array>;
declare const crypto: {
  DigestStream: new (algorithm: string) => WritableStream<ArrayBufferView> & { digest: Promise<ArrayBuffer> };
};

export default {
  async fetch(request: Request, env: Env): Promise<Response> {
    const url = new URL(request.url);
    if (url.pathname === "/health") return new Response("ok");
    if (url.pathname === "/d1")
      return env.DB.prepare("SELECT 1 AS one")
        .all()
        .then(() => new Response("ok"));
    const [, route, ...rest] = url.pathname.split("/");
    const key = decodeURIComponent(rest.join("/"));
    const uploadId = url.searchParams.get("uploadId");
    if (route === "mpu" && request.method === "POST") {
      if (!uploadId) return Response.json({ uploadId: (await env.MEDIA.createMultipartUpload(key)).uploadId });
      const parts = (await request.json()) as UploadedPart[];
      const stored = await env.MEDIA.resumeMultipartUpload(key, uploadId).complete(parts);
      const object = await env.MEDIA.get(key);
      const digest = new crypto.DigestStream("SHA-256");
      await object?.body.pipeTo(digest);
      const sha256 = Array.from(new Uint8Array(await digest.digest), (b) => b.toString(16).padStart(2, "0")).join("");
      return Response.json({ key, bytes: stored.size, sha256 });
    }
    if ((route === "o" || route === "mpu") && request.method === "PUT") {
      const length = Number(request.headers.get("content-length"));
      if (!request.body || !Number.isInteger(length)) return new Response("Content-Length required", { status: 411 });
      // R2 needs the length up front: a stream of known length, filled as the body arrives.
      const sized = new FixedLengthStream(length);
      const storing =
        route === "o"
          ? env.MEDIA.put(key, sized.readable).then((o) => ({ key, bytes: o?.size ?? null }))
          : env.MEDIA.resumeMultipartUpload(key, uploadId ?? "").uploadPart(
              Number(url.searchParams.get("part")),
              sized.readable,
            );
      const [, stored] = await Promise.all([request.body.pipeTo(sized.writable), storing]);
      return Response.json(stored);
    }
    if (route !== "o") return new Response("not found", { status: 404 });
    if (request.method === "GET") {
      const object = await env.MEDIA.get(key);
      return object ? new Response(object.body) : new Response("not found", { status: 404 });
    }
    return new Response("method not allowed", { status: 405 });
  },
};
