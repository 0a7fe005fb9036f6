#!/usr/bin/env bash
# Journey 5, a station (WXYZ-TV, mds_dev_wxyz), in JSON with curl: its inbox. The orders sent to it that
# changed since yesterday (Order List as a destination; updatedSince is a local date-time in Eastern Time,
# here the start of yesterday), following the `Link: <…>; rel="next"` pages; each read (Order Detail: its
# files; nothing is downloaded); and the station's answer: a house ID for each file it has not numbered yet
# (its traffic confirmation rows say which), set for itself (no Organizations: the key's own).
#
#   bash examples/station-inbox.sh          BASE_URL (default http://localhost:8787), API_KEY,
#                                           HOUSE_PREFIX (default WXYZ), LIMIT (page size, default 50)
set -euo pipefail
BASE_URL=${BASE_URL:-http://localhost:8787}
API_KEY=${API_KEY:-mds_dev_wxyz}
prefix=${HOUSE_PREFIX:-WXYZ}
since=$(TZ=America/New_York date -d yesterday +%FT00:00:00)

# get PATH: the JSON answer; an error status prints its problem and stops the script.
get() { curl -sS --fail-with-body -H "X-API-Key: $API_KEY" "$BASE_URL$1"; }
# field NAME: the value of every "NAME" of the JSON on stdin (a number, or a string without quotes), one a line.
field() { grep -o "\"$1\":\(\"[^\"]*\"\|[0-9]*\)" | sed 's/^[^:]*://; s/^"//; s/"$//' || true; }

orders=()
url="$BASE_URL/api/v1/ad/orders?role=destination&updatedSince=$since&limit=${LIMIT:-50}"
while [ -n "$url" ]; do
  headers=$(mktemp)
  page=$(curl -sS --fail-with-body -D "$headers" -H "X-API-Key: $API_KEY" "$url")
  mapfile -t -O "${#orders[@]}" orders < <(field OrderID <<<"$page")
  next=$(sed -n 's/^Link: *<\([^>]*\)>; *rel="next".*/\1/ip' "$headers" | tr -d '\r')
  rm -f "$headers"
  url=${next:+$BASE_URL$next}
done
echo "${#orders[@]} orders arrived or changed since $since (Eastern Time)"

set_count=0
for id in "${orders[@]}"; do
  order=$(get "/api/v1/ad/orders/$id")
  files=$(grep -o '{"FileID":[0-9]*,"AdID":"[^"]*","Title":"[^"]*","Length":[0-9]*,"Format":"[^"]*"}' <<<"$order" || true)
  echo "order $id from $(field CreatedBy <<<"$order"): $(field Advertiser <<<"$order") ($(field Status <<<"$order" | sed -n 1p)), $(grep -c . <<<"$files") files"
  # This station's rows of the traffic confirmation: the house IDs it already gave.
  confirmation=$(get "/api/v1/ad/orders/$id/trafficconfirmation")
  while read -r file; do
    [ -n "$file" ] || continue
    file_id=$(field FileID <<<"$file") ad_id=$(field AdID <<<"$file") title=$(field Title <<<"$file")
    given=$({ grep -o "\"FileID\":$file_id,[^}]*\"HouseID\":\"[^\"]*\"" <<<"$confirmation" || true; } | field HouseID | sed -n 1p)
    if [ -n "$given" ]; then
      echo "  $ad_id \"$title\": house ID $given already"
      continue
    fi
    answer=$(curl -sS --fail-with-body -X PUT -H "X-API-Key: $API_KEY" -H "Content-Type: application/json" \
      --data-binary "{\"HouseID\": \"$prefix-$ad_id\"}" "$BASE_URL/api/v1/ad/orders/$id/files/$file_id/houseid")
    echo "  $ad_id \"$title\": house ID $(field HouseID <<<"$answer") set for $(field OrganizationName <<<"$answer") on file $file_id"
    set_count=$((set_count + 1))
  done <<<"$files"
done
echo "$set_count house IDs set"
