// A Redocly CLI plugin: Redocly's own example check, on the JSON media types only. The built-in rule
// checks every media type's example against the schema, so an XML example (XML text, as OpenAPI
// wants it) fails as "must be object" (Redocly/redocly-cli#1276).
import { createRequire } from "node:module";

const require = createRequire(import.meta.url);
const { ValidContentExamples } = require("@redocly/openapi-core/lib/rules/oas3/no-invalid-media-type-examples.js");

function jsonMediaTypeExamples(options) {
  const builtIn = ValidContentExamples(options);
  return {
    MediaType: {
      leave(mediaType, ctx) {
        if (/[/+]json$/i.test(String(ctx.key))) builtIn.MediaType.leave(mediaType, ctx);
      },
    },
  };
}

export default function mdsPlugin() {
  return { id: "mds", rules: { oas3: { "json-media-type-examples": jsonMediaTypeExamples } } };
}
