/**
 * The order-groups feature's operations, as the registry (src/app.ts) takes them: order groups, a campaign's
 * orders together (contract section 18).
 */
import {
  addOrderToGroupOperation,
  createOrderGroupOperation,
  deleteOrderGroupOperation,
  listOrderGroupsOperation,
  orderGroupDetailOperation,
  orderGroupProofOfDeliveryOperation,
  publishOrderGroupOperation,
  removeOrderFromGroupOperation,
  renameOrderGroupOperation,
} from "./order-groups.routes";

export const orderGroupOperations = [
  createOrderGroupOperation,
  listOrderGroupsOperation,
  orderGroupDetailOperation,
  renameOrderGroupOperation,
  deleteOrderGroupOperation,
  addOrderToGroupOperation,
  removeOrderFromGroupOperation,
  publishOrderGroupOperation,
  orderGroupProofOfDeliveryOperation,
];
