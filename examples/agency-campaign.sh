#!/usr/bin/env bash
# Journey 1b, an agency's campaign (Northwind, mds_dev_northwind), in XML with curl: two orders of one
# campaign, a TV cut for WXYZ-TV and a radio cut for KLMN-FM and WQRS-AM (offline: a warning), put in one
# order group and published together, all or none: a publish while the radio spot has no media yet is
# refused for the whole group (nothing goes out), an order of the group is not published alone, and once
# every spot has its media the group's one publish sends both. Then the group's proof of delivery, page by
# page (Link: rel="next"), until every delivery to an online destination is available (Sending).
#
#   bash examples/agency-campaign.sh        BASE_URL (default http://localhost:8787), API_KEY
set -euo pipefail
BASE_URL=${BASE_URL:-http://localhost:8787}
API_KEY=${API_KEY:-mds_dev_northwind}

# api METHOD PATH [XML]: the XML answer; an error status prints its problem and stops the script.
api() {
  local args=(-sS --fail-with-body -X "$1" -H "X-API-Key: $API_KEY" -H "Accept: application/xml")
  if [ $# -ge 3 ]; then args+=(-H "Content-Type: application/xml" --data-binary "$3"); fi
  curl "${args[@]}" "$BASE_URL$2"
}
# attempt METHOD PATH: the status line, then the answer (a refusal does not stop the script).
attempt() { curl -sS -X "$1" -H "X-API-Key: $API_KEY" -H "Accept: application/xml" -w '\n%{http_code}' "$BASE_URL$2"; }
# values NAME: the text of every <NAME> element of the XML on stdin, one a line.
values() { grep -o "<$1>[^<]*</$1>" | sed 's/<[^>]*>//g' || true; }

start=$(date -u -d '+14 days' +%F)
end=$(date -u -d '+44 days' +%F)
# order PO FILE DESTINATIONS: a draft of the campaign (its Idempotency-Key makes a retry safe).
order() {
  curl -sS --fail-with-body -X POST -H "X-API-Key: $API_KEY" -H "Accept: application/xml" \
    -H "Content-Type: application/xml" -H "Idempotency-Key: $(cat /proc/sys/kernel/random/uuid)" \
    --data-binary "<Order>
  <Advertiser>Great Lakes Credit Union</Advertiser><Product>Summer Auto Loans</Product><PurchaseOrder>$1</PurchaseOrder>
  <FlightStartDate>$start</FlightStartDate><FlightEndDate>$end</FlightEndDate>
  <Files>$2</Files><Destinations>$3</Destinations>
</Order>" "$BASE_URL/api/v1/ad/orders"
}
tv=$(order NW-25010 '<File><AdID>GLCU0015000H</AdID><Title>Summer Auto Loans :30</Title><Length>30</Length><Format>HD</Format></File>' \
  '<OrganizationID>200</OrganizationID>')
radio=$(order NW-25011 '<File><AdID>GLCU0015030</AdID><Title>Summer Auto Loans :30 (Radio)</Title><Length>30</Length><Format>Audio</Format></File>' \
  '<OrganizationID>201</OrganizationID><OrganizationID>202</OrganizationID>')
tv_id=$(values OrderID <<<"$tv" | sed -n 1p)
tv_file=$(values FileID <<<"$tv" | sed -n 1p)
radio_id=$(values OrderID <<<"$radio" | sed -n 1p)
radio_file=$(values FileID <<<"$radio" | sed -n 1p)
echo "created order $tv_id ($(values Status <<<"$tv" | sed -n 1p)), the TV cut, file $tv_file"
echo "created order $radio_id ($(values Status <<<"$radio" | sed -n 1p)), the radio cut, file $radio_file"

media_dir=$(dirname "$0")/../fixtures/media
# upload ORDER FILE MEDIA TYPE: the file's content, the bytes of fixtures/media/MEDIA, with their digest.
upload() {
  local media=$media_dir/$3 digest content
  digest=$(printf "$(sha256sum "$media" | cut -c1-64 | sed 's/../\\x&/g')" | base64)
  content=$(curl -sS --fail-with-body -X PUT -H "X-API-Key: $API_KEY" -H "Accept: application/xml" \
    -H "Content-Type: $4" -H "Content-Digest: sha-256=:$digest:" --data-binary "@$media" \
    "$BASE_URL/api/v1/ad/orders/$1/files/$2/content")
  echo "uploaded $3 to order $1, file $2: $(values Bytes <<<"$content") bytes"
}
upload "$tv_id" "$tv_file" hd-spot.mp4 video/mp4

# The campaign as one group: its orders go out together or not at all.
group=$(curl -sS --fail-with-body -X POST -H "X-API-Key: $API_KEY" -H "Accept: application/xml" \
  -H "Content-Type: application/xml" -H "Idempotency-Key: $(cat /proc/sys/kernel/random/uuid)" \
  --data-binary "<OrderGroup><Name>Great Lakes Credit Union: Summer Auto Loans</Name>
  <OrderIDs><OrderID>$tv_id</OrderID><OrderID>$radio_id</OrderID></OrderIDs></OrderGroup>" \
  "$BASE_URL/api/v1/ad/ordergroups")
group_id=$(values OrderGroupID <<<"$group")
echo "created order group $group_id ($(values Status <<<"$group" | sed -n 1p)) \"$(values Name <<<"$group")\" with orders $(values OrderID <<<"$group" | paste -sd, | sed 's/,/, /g')"

# The radio spot has no media yet: the whole group is refused, every error named by its order.
early=$(attempt PUT "/api/v1/ad/ordergroups/$group_id/publish")
status=$(tail -n1 <<<"$early")
paste -d' ' <(values field <<<"$early") <(values code <<<"$early") | sed "s/^/publish refused ($status): /"
still=$(api GET "/api/v1/ad/ordergroups/$group_id")
echo "nothing went out: $(paste -d' ' <(values OrderID <<<"$still") <(values Status <<<"$still" | sed 1d) | sed 's/^/order /' | paste -sd, | sed 's/,/, /g')"

upload "$radio_id" "$radio_file" radio-spot.mp3 audio/mpeg

# An order of a group goes out with its group only.
alone=$(attempt PUT "/api/v1/ad/orders/$tv_id/publish")
echo "order $tv_id alone: $(tail -n1 <<<"$alone") $(values detail <<<"$alone")"

# One publish sends both: one delivery per file and destination, each order with its own warnings.
published=$(api PUT "/api/v1/ad/ordergroups/$group_id/publish")
echo "published order group $group_id ($(values Status <<<"$published" | sed -n 1p)):" \
  "$(paste -d' ' <(values OrderID <<<"$published") <(values Status <<<"$published" | sed 1d) \
    | sed 's/^/order /' | paste -sd, | sed 's/,/, /g'), at $(values PublishedAt <<<"$published" | tail -n1)"
values Message <<<"$published" | sed 's/^/warning: /'

# The group's proof of delivery, two rows a page (Link: rel="next"), until each online station may fetch its spot.
# A row of it in XML, and what is kept of it: OrderID, AdID, OrganizationID, OrganizationName, Status.
row='<OrderID>\([^<]*\)</OrderID><FileID>[^<]*</FileID><AdID>\([^<]*\)</AdID><OrganizationID>\([^<]*\)</OrganizationID>'
row+='<OrganizationName>\([^<]*\)</OrganizationName><Status>\([^<]*\)</Status>'
for _ in $(seq 60); do
  rows="" pages=0 next="/api/v1/ad/ordergroups/$group_id/proofofdelivery?limit=2"
  while [ -n "$next" ]; do
    headers=$(mktemp)
    page=$(curl -sS --fail-with-body -D "$headers" -H "X-API-Key: $API_KEY" -H "Accept: application/xml" "$BASE_URL$next")
    next=$(grep -i '^link:' "$headers" | sed 's/^[Ll]ink: <\([^>]*\)>; rel="next".*/\1/' | tr -d '\r' || true)
    rm -f "$headers"
    pages=$((pages + 1))
    rows+=$(grep -o "$row" <<<"$page" | sed "s:$row:\\1 \\2 \\3 \\4 \\5:" || true)
    rows+=$'\n'
  done
  rows=$(sed '/^$/d' <<<"$rows")
  if grep -q ' Failed$' <<<"$rows"; then echo "failed deliveries:" >&2; echo "$rows" >&2; exit 1; fi
  if ! grep -Eq '^[0-9]+ [^ ]+ (200|201) [^ ]+ Queued$' <<<"$rows"; then
    echo "proof of delivery of order group $group_id: $(wc -l <<<"$rows") deliveries in $pages pages"
    while read -r id ad _org name status; do echo "  order $id: $ad to $name: $status"; done <<<"$rows"
    echo "every delivery of the campaign to an online destination is available"
    exit 0
  fi
  sleep 1
done
echo "deliveries to online destinations were not available within 60 s" >&2
exit 1
