/** Every operation of SPEC.md: method, path and the summary it is listed under. */
export const SPEC_OPERATIONS = [
  ["post", "/api/v1/ad/orders", "Create Order"],
  ["post", "/api/v1/ad/longformorders", "Create Long Form Order"],
  ["get", "/api/v1/ad/orders/{orderID}", "Order Detail"],
  ["delete", "/api/v1/ad/orders/{orderID}", "Order Delete"],
  ["put", "/api/v1/ad/orders/{orderID}/publish", "Publish Order"],
  ["get", "/api/v1/ad/orders/{orderID}/proofofdelivery", "Proof of Delivery Report"],
  ["get", "/api/v1/ad/orders/proofofdelivery", "Proof of Delivery Reports"],
  ["get", "/api/v1/ad/orders/{orderID}/trafficconfirmation", "Traffic Confirmation Report"],
  ["get", "/api/v1/ad/orders/{orderID}/destinations", "Order with Destinations"],
  ["post", "/api/v1/ad/orders/{orderID}/comments", "Create Comment"],
  ["post", "/api/v1/ad/orders/{releaseID}/approvals", "Create Approval"],
  ["put", "/api/v1/ad/orders/{orderID}/files/{fileID}/organizationassetstatus", "Set Organization Asset Status"],
  ["put", "/api/v1/ad/orders/{orderID}/files/{fileID}/houseid", "Set House ID"],
  ["get", "/api/v1/ad/orders/orderstates", "Order States List"],
  ["get", "/api/v1/ad/orders/podstates", "POD States List"],
  ["get", "/api/v1/ad/account/availableDestinations", "Available Destination Organizations"],
  ["get", "/api/v1/ad/account/destinationOrganizationStatus/{organizationID}", "Destination Organization Status"],
  ["post", "/api/v1/music/releases/{releaseID}/comments", "Create Comment"],
  ["post", "/api/v1/music/releases/{releaseID}/approvals", "Create Approval"],
  ["put", "/api/v1/music/releases/{releaseID}/files/{fileID}/organizationassetstatus", "Set Organization Asset Status"],
  ["get", "/api/v1/music/releases/{releaseID}/files/{fileID}/filestatusinformation", "Get File Status Information"],
  ["put", "/api/v1/music/releases/{releaseID}/files/{fileID}/houseid", "Set House ID"],
  ["get", "/api/v1/music/account/logs", "Logs"],
] as const;

/**
 * The operations contract section 9 adds (finding things: lists, releases,
 * draft edits, feedback read back): method, path and the summary the document gives.
 */
export const FINDING_OPERATIONS = [
  ["get", "/api/v1/ad/orders", "Order List"],
  ["put", "/api/v1/ad/orders/{orderID}", "Replace Draft Order"],
  ["post", "/api/v1/music/releases", "Create Release"],
  ["get", "/api/v1/music/releases", "Release List"],
  ["get", "/api/v1/music/releases/{releaseID}", "Release Detail"],
  ["put", "/api/v1/music/releases/{releaseID}", "Replace Draft Release"],
  ["delete", "/api/v1/music/releases/{releaseID}", "Release Delete"],
  ["put", "/api/v1/music/releases/{releaseID}/publish", "Publish Release"],
  ["get", "/api/v1/ad/orders/{orderID}/comments", "List Comments"],
  ["get", "/api/v1/ad/orders/{releaseID}/approvals", "List Approvals"],
  ["get", "/api/v1/music/releases/{releaseID}/comments", "List Comments"],
  ["get", "/api/v1/music/releases/{releaseID}/approvals", "List Approvals"],
] as const;

/** The operations of contract section 18 (order groups): method, path and the summary the document gives. */
export const GROUP_OPERATIONS = [
  ["post", "/api/v1/ad/ordergroups", "Create Order Group"],
  ["get", "/api/v1/ad/ordergroups", "Order Group List"],
  ["get", "/api/v1/ad/ordergroups/{orderGroupID}", "Order Group Detail"],
  ["put", "/api/v1/ad/ordergroups/{orderGroupID}", "Rename Order Group"],
  ["put", "/api/v1/ad/ordergroups/{orderGroupID}/orders/{orderID}", "Add Order to Group"],
  ["delete", "/api/v1/ad/ordergroups/{orderGroupID}/orders/{orderID}", "Remove Order from Group"],
  ["put", "/api/v1/ad/ordergroups/{orderGroupID}/publish", "Publish Order Group"],
  ["get", "/api/v1/ad/ordergroups/{orderGroupID}/proofofdelivery", "Order Group Proof of Delivery"],
  ["delete", "/api/v1/ad/ordergroups/{orderGroupID}", "Order Group Delete"],
] as const;

/** The operations of contract sections 14 and 15: traffic instructions, as-run and proof of performance. */
export const TRAFFIC_OPERATIONS = [
  ["put", "/api/v1/ad/orders/{orderID}/instructions", "Set Traffic Instructions"],
  ["get", "/api/v1/ad/orders/{orderID}/instructions", "Traffic Instructions"],
  ["get", "/api/v1/ad/orders/{orderID}/instructions/revisions", "Traffic Instructions Revisions"],
  ["post", "/api/v1/ad/orders/{orderID}/instructions/acknowledgements", "Acknowledge Traffic Instructions"],
  ["post", "/api/v1/ad/asrun", "Post As-Run Log"],
  ["get", "/api/v1/ad/asrun", "As-Run Entries"],
  ["get", "/api/v1/ad/orders/{orderID}/proofofperformance", "Proof of Performance"],
] as const;

/** The ingest feed's operations (contract section 16). */
export const INGEST_OPERATIONS = [
  ["get", "/api/v1/account/ingest", "Ingest Feed"],
  ["post", "/api/v1/account/ingest/acknowledgements", "Acknowledge Ingest Entry"],
] as const;

/** Media compliance's operations (contract section 17). */
export const COMPLIANCE_OPERATIONS = [
  ["get", "/api/v1/ad/account/destinationSpecs/{organizationID}", "Destination Spec"],
  ["put", "/api/v1/ad/account/destinationSpecs/{organizationID}", "Set Destination Spec"],
  ["get", "/api/v1/ad/orders/{orderID}/files/{fileID}/compliance", "File Compliance"],
] as const;
