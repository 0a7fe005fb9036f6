import type { OperationDef } from "../../http/operation";
import {
  listOrderApprovals,
  listOrderComments,
  listReleaseApprovals,
  listReleaseComments,
  orderApproval,
  orderComment,
  releaseApproval,
  releaseComment,
} from "./feedback.routes";

export const feedbackOperations: OperationDef[] = [
  orderComment,
  orderApproval,
  releaseComment,
  releaseApproval,
  listOrderComments,
  listOrderApprovals,
  listReleaseComments,
  listReleaseApprovals,
];
