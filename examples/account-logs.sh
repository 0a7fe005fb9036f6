#!/usr/bin/env bash
# Journey 4, an account (mds_dev_northwind): its request log for one operation, by URL template,
# over the last 7 days, following the `Link: <…>; rel="next"` pages, with curl.
#
#   bash examples/account-logs.sh ['/api/v1/ad/orders/{orderID}/publish']
#                                           BASE_URL (default http://localhost:8787), API_KEY, LIMIT (page size, default 50)
set -euo pipefail
BASE_URL=${BASE_URL:-http://localhost:8787}
API_KEY=${API_KEY:-mds_dev_northwind}
template=${1:-/api/v1/ad/orders/\{orderID\}/publish}
from=$(TZ=America/New_York date -d '7 days ago' +%F) # dates are days in Eastern Time

url="$BASE_URL/api/v1/music/account/logs?limit=${LIMIT:-50}&dateFrom=$from&url=$(printf %s "$template" | sed 's/{/%7B/g; s/}/%7D/g')"
count=0
while [ -n "$url" ]; do
  headers=$(mktemp)
  page=$(curl -sS --fail-with-body -D "$headers" -H "X-API-Key: $API_KEY" "$url")
  entries=$(grep -o '"Url":"[^"]*","UrlTemplate":"[^"]*","StatusCode":[0-9]*' <<<"$page" || true)
  if [ -n "$entries" ]; then
    echo "$entries"
    count=$((count + $(wc -l <<<"$entries")))
  fi
  next=$(sed -n 's/^Link: *<\([^>]*\)>; *rel="next".*/\1/ip' "$headers" | tr -d '\r')
  rm -f "$headers"
  url=${next:+$BASE_URL$next}
done
echo "$count log entries for $template since $from"
