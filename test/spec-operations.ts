/**
 * SPEC.md's operations (/work/shared/SPEC.md section 4, the published interface), written out here by hand
 * from SPEC.md and not from the app's registry on purpose: the tests that use this list check the app against
 * the specification (test/openapi.test.ts: each is declared under SPEC.md's summary), so a change to an
 * operation of SPEC.md in src/ fails them. The app's other operations are listed nowhere but in src/app.ts:
 * the tests take them from there (test/operation-lists.ts, docs/adding-an-operation.md).
 */

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
