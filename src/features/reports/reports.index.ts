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
