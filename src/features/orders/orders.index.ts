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
