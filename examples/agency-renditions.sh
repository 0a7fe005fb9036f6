#!/usr/bin/env bash
# Journey, what each station receives (Northwind, mds_dev_northwind; contract section 19), in XML with curl: an order
# with a hot radio spot (an MP3 at about -12 LKFS, 12 dB over ATSC A/85) and a small 1080p master, for KLMN-FM (201:
# Wave PCM 44.1 kHz stereo, normalised) and the American Broadcast Network (235: XDCAM HD422 in MXF; a clearance
# required, recorded first). Both are made with ffmpeg, which `npm start` needs for its media engine anyway. After
# publishing, the service makes each station's rendition in the background: this waits for each (its compliance's
# Rendition), then reads it as the owner may, without delivering it (HEAD {file}/content?organizationID=), and
# prints what each station receives: Content-Type, bytes, digest, and for the radio spot its loudness.
#
#   bash examples/agency-renditions.sh       BASE_URL (default http://localhost:8787), API_KEY; needs ffmpeg
set -euo pipefail
BASE_URL=${BASE_URL:-http://localhost:8787}
API_KEY=${API_KEY:-mds_dev_northwind}

# api METHOD PATH [XML]: the XML answer; an error status prints its problem and stops the script.
api() {
  local args=(-sS --fail-with-body -X "$1" -H "X-API-Key: $API_KEY" -H "Accept: application/xml")
  if [ $# -ge 3 ]; then args+=(-H "Content-Type: application/xml" --data-binary "$3"); fi
  curl "${args[@]}" "$BASE_URL$2"
}
# values NAME: the text of every <NAME> element of the XML on stdin, one a line.
values() { grep -o "<$1>[^<]*</$1>" | sed 's/<[^>]*>//g' || true; }

order=$(api POST /api/v1/ad/orders "<Order>
  <Advertiser>Great Lakes Credit Union</Advertiser>
  <Product>Holiday Savings</Product>
  <PurchaseOrder>NW-25021</PurchaseOrder>
  <FlightStartDate>$(date -u -d '+14 days' +%F)</FlightStartDate>
  <FlightEndDate>$(date -u -d '+35 days' +%F)</FlightEndDate>
  <Files>
    <File><AdID>GLCU0021000H</AdID><Title>Holiday Savings :30</Title><Length>30</Length><Format>HD</Format></File>
    <File><AdID>GLCU0021030</AdID><Title>Holiday Savings :30 (Radio)</Title><Length>30</Length><Format>Audio</Format></File>
  </Files>
  <Destinations><OrganizationID>201</OrganizationID><OrganizationID>235</OrganizationID></Destinations>
</Order>")
id=$(values OrderID <<<"$order" | sed -n 1p)
mapfile -t files < <(values FileID <<<"$order")
echo "created order $id ($(values Status <<<"$order" | sed -n 1p)) for KLMN-FM (201) and ABNT (235)"

work=$(mktemp -d)
trap 'rm -rf "$work"' EXIT
# upload FILE_ID PATH TYPE: the bytes of PATH, sent by curl with their Content-Digest.
upload() {
  local digest content
  digest=$(printf "$(sha256sum "$2" | cut -c1-64 | sed 's/../\\x&/g')" | base64)
  content=$(curl -sS --fail-with-body -X PUT -H "X-API-Key: $API_KEY" -H "Accept: application/xml" -H "Content-Type: $3" \
    -H "Content-Digest: sha-256=:$digest:" --data-binary "@$2" "$BASE_URL/api/v1/ad/orders/$id/files/$1/content")
  echo "uploaded $(basename "$2") to file $1: $3, $(values Bytes <<<"$content") bytes, sha256 $(values Sha256 <<<"$content")"
}
# 30 s of a 1 kHz tone 9 dB over sine's default: about -12 LKFS, as a studio might send it.
ffmpeg -v error -f lavfi -i sine=frequency=1000:sample_rate=44100:duration=30 -af volume=9dB -c:a libmp3lame -b:a 192k \
  "$work/hot-spot.mp3"
upload "${files[1]}" "$work/hot-spot.mp3" audio/mpeg
# 5 s of ffmpeg's test picture, 1080p 29.97, with a quiet tone: the network's XDCAM is made from it, never upscaled.
ffmpeg -v error -f lavfi -i testsrc2=size=1920x1080:rate=30000/1001:duration=5 \
  -f lavfi -i sine=frequency=1000:sample_rate=48000:duration=5 -af volume=-3dB \
  -c:v libx264 -preset ultrafast -crf 30 -pix_fmt yuv420p -c:a aac -shortest "$work/master-1080p.mp4"
upload "${files[0]}" "$work/master-1080p.mp4" video/mp4

# The network takes nothing its standards department has not cleared (examples/agency-clearance.sh tells that story).
api PUT "/api/v1/ad/orders/$id/files/${files[0]}/clearances/ABNT%20Standards" \
  "<Clearance><Status>Approved</Status><Reference>ABNT-S-2026-1322</Reference><DecidedAt>$(date -u +%FT%TZ)</DecidedAt></Clearance>" >/dev/null
published=$(api PUT "/api/v1/ad/orders/$id/publish")
echo "published order $id ($(values Status <<<"$published" | sed -n 1p))"
values Code <<<"$published" | sed 's/^/warning /'

# receives FILE_ID ORGANIZATION_ID: waits for that station's rendition of the file, then reads its headers as the
# owner (nothing is delivered) and prints what the station receives.
receives() {
  local started=$SECONDS destination state head loudness
  while :; do
    destination=$(api GET "/api/v1/ad/orders/$id/files/$1/compliance" |
      grep -o "<Destination><OrganizationID>$2</OrganizationID>.*" | sed 's:</Destination>.*::')
    state=$(grep -o '<Rendition><Status>[^<]*' <<<"$destination" | sed 's/.*>//')
    if [ "$state" = Failed ]; then echo "the rendition for $2 failed: $(values Reason <<<"$destination")" >&2; exit 1; fi
    if [ "$state" = Ready ] || [ "$state" = NotNeeded ]; then break; fi
    if ((SECONDS - started > 90)); then echo "the rendition of file $1 for $2 was not made in 90 s" >&2; exit 1; fi
    sleep 0.5
  done
  head=$(curl -sS --fail-with-body -I -H "X-API-Key: $API_KEY" "$BASE_URL/api/v1/ad/orders/$id/files/$1/content?organizationID=$2" | tr -d '\r')
  loudness=$(grep -o '<Check>IntegratedLoudness</Check><Expected>[^<]*</Expected><Actual>[^<]*' <<<"$destination" | sed 's/.*>/, /' || true)
  echo "$(values Name <<<"$destination" | sed -n 1p) receives file $1 ($state after $((SECONDS - started)) s):" \
    "$(sed -n 's/^content-type: //Ip' <<<"$head"), $(sed -n 's/^content-length: //Ip' <<<"$head") bytes," \
    "$(sed -n 's/^content-digest: //Ip' <<<"$head")$loudness"
  # The digest the station gets is its rendition's SHA-256, as the compliance says.
  local hex
  hex=$(values Sha256 <<<"$destination")
  if [ -n "$hex" ] && [ "$(sed -n 's/^content-digest: //Ip' <<<"$head")" != "sha-256=:$(printf "$(sed 's/../\\x&/g' <<<"$hex")" | base64):" ]; then
    echo "the Content-Digest for $2 is not its rendition's Sha256 $hex" >&2
    exit 1
  fi
}
receives "${files[1]}" 201
receives "${files[0]}" 235
