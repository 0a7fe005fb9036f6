#!/usr/bin/env bash
# Journey 2, a station group (Summit Broadcasting, mds_dev_summit) acting for its stations WXYZ-TV (200)
# and KLMN-FM (201), not WQRS-AM (202), in JSON with curl: WXYZ-TV downloads a spot and checks its digest;
# house IDs and asset statuses; then what the agency (AGENCY_KEY) sees: traffic confirmation, and the
# download's delivery Delivered in the proof of delivery report.
#
#   bash examples/station-group.sh [ORDER_ID FILE_ID]   the spot to download (default: order 5004's :30, 8008)
#                                           BASE_URL (default http://localhost:8787), API_KEY, AGENCY_KEY (mds_dev_northwind)
set -euo pipefail
BASE_URL=${BASE_URL:-http://localhost:8787}
API_KEY=${API_KEY:-mds_dev_summit}
AGENCY_KEY=${AGENCY_KEY:-mds_dev_northwind}
order=${1:-5004} file=${2:-8008}

# WXYZ-TV downloads its spot (the one examples/agency-order.sh printed, or order 5004's :30). Summit acts
# for two stations, so it names the one receiving; the complete download is the delivery.
spot=$(mktemp) headers=$(mktemp)
trap 'rm -f "$spot" "$headers"' EXIT
header() { sed -n "s/^$1: *//ip" "$headers" | tr -d '\r'; }
# A station whose spec has a Deliver receives its rendition: until it is made, 409 rendition_pending with Retry-After.
for _ in $(seq 30); do
  status=$(curl -sS -o "$spot" -D "$headers" -w '%{http_code}' -H "X-API-Key: $API_KEY" \
    "$BASE_URL/api/v1/ad/orders/$order/files/$file/content?organizationID=200")
  if [ "$status" != 409 ]; then break; fi
  echo "WXYZ-TV's rendition is still being made: again in $(header Retry-After) s"
  sleep "$(header Retry-After)"
done
if [ "$status" != 200 ]; then echo "WXYZ-TV's download answered $status: $(cat "$spot")" >&2; exit 1; fi
# Content-Digest is the SHA-256 of the bytes, in base64 (RFC 9530); the ETag is the same in hex.
digest="sha-256=:$(printf "$(sha256sum "$spot" | cut -c1-64 | sed 's/../\\x&/g')" | base64):"
if [ "$(header Content-Digest)" != "$digest" ]; then echo "the bytes do not match $(header Content-Digest)" >&2; exit 1; fi
name=$(header Content-Disposition | sed 's/.*filename="\([^"]*\)".*/\1/')
echo "downloaded $name for WXYZ-TV: $(wc -c <"$spot") bytes, Content-Digest $digest matches"

# put PATH JSON: the JSON answer; an error status prints its problem and stops the script.
put() {
  curl -sS --fail-with-body -X PUT -H "X-API-Key: $API_KEY" -H "Content-Type: application/json" \
    --data-binary "$2" "$BASE_URL$1"
  echo
}

# Order 5002 was delivered to both stations; file 8003 is its :30. Each station has its own house ID.
put /api/v1/ad/orders/5002/files/8003/houseid '{"HouseID": "WXYZ-CM-44101", "Organizations": ["WXYZ-TV"]}'
put /api/v1/ad/orders/5002/files/8003/houseid '{"HouseID": "KLMN-SP-0871", "Organizations": ["KLMN-FM"]}'

# One status for both stations (by ID or name; matched case-insensitively, stored as configured).
put /api/v1/ad/orders/5002/files/8003/organizationassetstatus '{"Status": "on air", "Organizations": ["200", "201"]}'

# Release 7001, track 9002: KLMN-FM reviews it.
put /api/v1/music/releases/7001/files/9002/organizationassetstatus '{"Status": "In Review", "Organizations": ["KLMN-FM"]}'

# WQRS-AM is not one of Summit's stations: 403, and nothing is written.
status=$(curl -sS -o /dev/null -w '%{http_code}' -X PUT -H "X-API-Key: $API_KEY" -H "Content-Type: application/json" \
  --data-binary '{"Status": "Received", "Organizations": ["WQRS-AM"]}' \
  "$BASE_URL/api/v1/music/releases/7001/files/9002/organizationassetstatus")
echo "WQRS-AM refused: $status"
[ "$status" = 403 ]

# What the agency sees: each file confirmed at each station.
curl -sS --fail-with-body -H "X-API-Key: $API_KEY" "$BASE_URL/api/v1/ad/orders/5002/trafficconfirmation"
echo

# The agency's proof of delivery: WXYZ-TV's download made its delivery Delivered (recorded as the last byte
# goes out), with when, by which key, the bytes and the digest.
for _ in $(seq 20); do
  row=$(curl -sS --fail-with-body -H "X-API-Key: $AGENCY_KEY" "$BASE_URL/api/v1/ad/orders/$order/proofofdelivery" |
    grep -o "{\"OrderID\":$order,\"FileID\":$file,[^}]*\"OrganizationID\":200,[^}]*}" || true)
  if grep -q '"Status":"Delivered"' <<<"$row"; then
    echo "proof of delivery: $row"
    exit 0
  fi
  sleep 0.5
done
echo "the delivery to WXYZ-TV is not Delivered: $row" >&2
exit 1
