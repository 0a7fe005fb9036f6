#!/usr/bin/env bash
# Journey 3, a label (Blue Harbor Records, mds_dev_blueharbor), in XML with curl: create a release for WXYZ-TV,
# KLMN-FM and WQRS-AM (offline: a warning), upload each track's media from fixtures/media/ (with its digest),
# publish it, then read the status of each track at each station: the new release's (not delivered yet: a
# station's download delivers it) beside release 7001's, which the stations received and answered; last, a
# comment in JSON.
#
#   bash examples/label-release.sh          BASE_URL (default http://localhost:8787), API_KEY
set -euo pipefail
BASE_URL=${BASE_URL:-http://localhost:8787}
API_KEY=${API_KEY:-mds_dev_blueharbor}

# api METHOD PATH [XML]: the XML answer; an error status prints its problem and stops the script.
api() {
  local args=(-sS --fail-with-body -X "$1" -H "X-API-Key: $API_KEY" -H "Accept: application/xml")
  if [ $# -ge 3 ]; then args+=(-H "Content-Type: application/xml" --data-binary "$3"); fi
  curl "${args[@]}" "$BASE_URL$2"
}
# values NAME: the text of every <NAME> element of the XML on stdin, one a line.
values() { grep -o "<$1>[^<]*</$1>" | sed 's/<[^>]*>//g' || true; }

# ISRCs may be written with hyphens or lowercase: the service stores them normalised.
release=$(api POST /api/v1/music/releases "<Release>
  <Title>Harbor Nights</Title>
  <Artist>Juniper Vale</Artist>
  <UPC>850001407045</UPC>
  <ReleaseDate>$(date -u -d '+14 days' +%F)</ReleaseDate>
  <Files>
    <File><Title>Harbor Nights</Title><ISRC>US-BHR-26-00401</ISRC><Length>224</Length></File>
    <File><Title>Tidewater</Title><ISRC>usbhr2600402</ISRC><Length>201</Length></File>
  </Files>
  <Destinations><OrganizationID>200</OrganizationID><OrganizationID>201</OrganizationID><OrganizationID>202</OrganizationID></Destinations>
</Release>")
id=$(values ReleaseID <<<"$release" | sed -n 1p)
mapfile -t files < <(values FileID <<<"$release")
echo "created release $id \"$(values Title <<<"$release" | sed -n 1p)\" ($(values Status <<<"$release" | sed -n 1p)), tracks ${files[*]}, ISRCs $(values ISRC <<<"$release" | paste -sd' ')"
values Message <<<"$release" | sed 's/^/warning: /'

# Each track's content: the bytes of fixtures/media/track.m4a, with their SHA-256 as Content-Digest
# (a mismatch is 422 and keeps nothing). Publishing a track without content is 422 content_missing.
media=$(dirname "$0")/../fixtures/media/track.m4a
digest=$(printf "$(sha256sum "$media" | cut -c1-64 | sed 's/../\\x&/g')" | base64)
for file in "${files[@]}"; do
  content=$(curl -sS --fail-with-body -X PUT -H "X-API-Key: $API_KEY" -H "Accept: application/xml" \
    -H "Content-Type: audio/mp4" -H "Content-Digest: sha-256=:$digest:" --data-binary "@$media" \
    "$BASE_URL/api/v1/music/releases/$id/files/$file/content")
  echo "uploaded track.m4a to file $file: $(values Bytes <<<"$content") bytes, sha256 $(values Sha256 <<<"$content"), $(values DurationSeconds <<<"$content") s"
  values Message <<<"$content" | sed 's/^/warning: /'
done

published=$(api PUT "/api/v1/music/releases/$id/publish")
echo "published release $id ($(values Status <<<"$published" | sed -n 1p))"

# The status of each track at each station: the new release's, then 7001's, answered by its stations.
for track in "${files[@]/#/$id/}" 7001/9001 7001/9002; do
  api GET "/api/v1/music/releases/${track%/*}/files/${track#*/}/filestatusinformation"
  echo
done

# Basic HTML is kept; anything else would be removed, with a warning.
curl -sS --fail-with-body -X POST -H "X-API-Key: $API_KEY" -H "Content-Type: application/json" \
  --data-binary '{"CommentPosterText": "A radio edit of <b>Tidewater</b> follows on Friday."}' \
  "$BASE_URL/api/v1/music/releases/$id/comments"
echo
