import {
  createLongFormOrderOperation,
  createOrderOperation,
  deleteOrderOperation,
  orderDetailOperation,
  orderWithDestinationsOperation,
  publishOrderOperation,
} from "./orders.routes";

export const orderOperations = [
  createOrderOperation,
  createLongFormOrderOperation,
  orderDetailOperation,
  deleteOrderOperation,
  publishOrderOperation,
  orderWithDestinationsOperation,
];
