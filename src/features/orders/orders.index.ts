/**
 * The orders feature's operations, as the registry (src/app.ts) takes them: advertising orders (SPEC.md, contract
 * sections 4 and 9).
 */
import {
  createLongFormOrderOperation,
  createOrderOperation,
  deleteOrderOperation,
  listOrdersOperation,
  orderDetailOperation,
  orderWithDestinationsOperation,
  publishOrderOperation,
  replaceOrderOperation,
} from "./orders.routes";

export const orderOperations = [
  createOrderOperation,
  createLongFormOrderOperation,
  listOrdersOperation,
  orderDetailOperation,
  replaceOrderOperation,
  deleteOrderOperation,
  publishOrderOperation,
  orderWithDestinationsOperation,
];
