/**
 * The reports feature's operations, as the registry (src/app.ts) takes them: proof of delivery and traffic
 * confirmation reports (SPEC.md).
 */
import {
  proofOfDeliveryReportOperation,
  proofOfDeliveryReportsOperation,
  trafficConfirmationReportOperation,
} from "./reports.routes";

export const reportOperations = [
  proofOfDeliveryReportsOperation,
  proofOfDeliveryReportOperation,
  trafficConfirmationReportOperation,
];
