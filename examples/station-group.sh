#!/usr/bin/env bash
# Journey 2, a station group (Summit Broadcasting, mds_dev_summit) acting for its stations WXYZ-TV (200)
# and KLMN-FM (201), not WQRS-AM (202): house IDs and asset statuses, in JSON with curl.
#
#   bash examples/station-group.sh          BASE_URL (default http://localhost:8787), API_KEY
set -euo pipefail
BASE_URL=${BASE_URL:-http://localhost:8787}
API_KEY=${API_KEY:-mds_dev_summit}

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
