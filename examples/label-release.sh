#!/usr/bin/env bash
# Journey 3, a label (Blue Harbor Records, mds_dev_blueharbor): the status of each file of release 7001
# "Midnight Lanterns" at each station, in XML, then a comment in JSON, with curl.
#
#   bash examples/label-release.sh          BASE_URL (default http://localhost:8787), API_KEY
set -euo pipefail
BASE_URL=${BASE_URL:-http://localhost:8787}
API_KEY=${API_KEY:-mds_dev_blueharbor}

for file in 9001 9002; do
  curl -sS --fail-with-body -H "X-API-Key: $API_KEY" -H "Accept: application/xml" \
    "$BASE_URL/api/v1/music/releases/7001/files/$file/filestatusinformation"
  echo
done

# Basic HTML is kept; anything else would be removed, with a warning.
curl -sS --fail-with-body -X POST -H "X-API-Key: $API_KEY" -H "Content-Type: application/json" \
  --data-binary '{"CommentPosterText": "A radio edit of <b>Harbor Lights at Dawn</b> follows on Friday."}' \
  "$BASE_URL/api/v1/music/releases/7001/comments"
echo
