import {
  createLongFormOrderOperation,
  createOrderOperation,
  deleteOrderOperation,
  listOrdersOperation,
  orderDetailOperation,
  orderWithDestinationsOperation,
  publishOrderOperation,
} from "./orders.routes";

export const orderOperations = [
  createOrderOperation,
  createLongFormOrderOperation,
  listOrdersOperation,
  orderDetailOperation,
  deleteOrderOperation,
  publishOrderOperation,
  orderWithDestinationsOperation,
];
