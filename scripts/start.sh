#!/usr/bin/env bash
# npm start: migrate the local D1 databases, seed them from fixtures/ (idempotent), serve the API
# (scripts/serve.ts: wrangler's dev server without its DevTools inspector and file watching).
# npm run dev (this script with --dev): the same, served by `wrangler dev` itself.
# The media engine (engine/server.mjs, Debian's ffmpeg) runs in serve.ts's process; under --dev, as a process of its own.
#   PORT (default 8787), RATE_LIMIT_PER_MINUTE (default 600; 0 turns limiting off),
#   PERSIST_TO (default: wrangler's .wrangler/state) for a separate local database.
set -euo pipefail
cd "$(dirname "$0")/.."
export CLOUDFLARE_CF_FETCH_ENABLED=false WRANGLER_SEND_METRICS=false
bin=node_modules/.bin
persist=()
if [ -n "${PERSIST_TO:-}" ]; then persist=(--persist-to "$PERSIST_TO"); fi
# Every D1 database of wrangler.toml: DB, each partition of the request log (LOGS_0 …) and of the as-run entries
# (ASRUN_0 …). Quiet unless it fails.
for db in $(sed -n 's/^binding = "\(DB\|LOGS_[0-9]*\|ASRUN_[0-9]*\)"$/\1/p' wrangler.toml); do
  if ! out=$(CI=true "$bin/wrangler" d1 migrations apply "$db" --local "${persist[@]}" 2>&1); then
    printf '%s\n' "$out" >&2
    exit 1
  fi
done
"$bin/tsx" scripts/seed-local.ts "${persist[@]}"
if [ "${1:-}" = "--dev" ]; then
  engine_port="${ENGINE_PORT:-8788}"
  ENGINE_PORT="$engine_port" ENGINE_HOST=127.0.0.1 node engine/server.mjs &
  engine_pid=$!
  trap 'kill "$engine_pid" 2>/dev/null' EXIT
  "$bin/wrangler" dev --ip 127.0.0.1 --port "${PORT:-8787}" "${persist[@]}" \
    --var "RATE_LIMIT_PER_MINUTE:${RATE_LIMIT_PER_MINUTE:-600}" --var "WEBHOOK_ALLOW_LOCAL:1" \
    --var "ENGINE_URL:http://127.0.0.1:$engine_port"
  exit
fi
exec "$bin/tsx" scripts/serve.ts
