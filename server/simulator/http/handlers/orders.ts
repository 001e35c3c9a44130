import type { HandlerContext } from '../handler-context';

/** The order operations of docs/protocol.md#orders, answered by the paper broker. */
export const previewOrder = ({ broker, body }: HandlerContext) => broker.preview(body);
export const placeOrder = ({ broker, body }: HandlerContext) => broker.place(body);
export const batchPlaceOrders = ({ broker, body }: HandlerContext) => broker.batchPlace(body);
export const replaceOrder = ({ broker, body }: HandlerContext) => broker.replace(body);
export const cancelOrder = ({ broker, body }: HandlerContext) => broker.cancel(body);
export const listOpenOrders = ({ broker, params, generation }: HandlerContext) => broker.openOrders(params, generation);
export const listOrderHistory = ({ broker, params, generation }: HandlerContext) => broker.history(params, generation);
export const getOrderDetail = ({ broker, params }: HandlerContext) => broker.detail(params);
export const listExecutions = ({ broker, params }: HandlerContext) => broker.executions(params);
