/**
 * The feedback feature's operations, as the registry (src/app.ts) takes them: comments and approvals on orders and
 * releases (SPEC.md, contract section 9).
 */
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
