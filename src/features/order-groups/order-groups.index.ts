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
