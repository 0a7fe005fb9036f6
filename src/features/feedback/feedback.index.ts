import type { OperationDef } from "../../http/operation";
import { orderApproval, orderComment, releaseApproval, releaseComment } from "./feedback.routes";

export const feedbackOperations: OperationDef[] = [orderComment, orderApproval, releaseComment, releaseApproval];
