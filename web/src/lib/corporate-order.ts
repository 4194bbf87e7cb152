// A corporate order's fields on the Order schema: `corporate` (on the parent: how many deliveries,
// and how many delivered, shipped and cancelled) and `parentId` / `parentNumber` (on each child
// delivery).
import type { Schemas } from './api/client';

type Order = Schemas['Order'];

/** A parent order's counts. */
export type DeliveryProgress = Schemas['CorporateProgress'];

export type CorporateOrderFields = Pick<Order, 'corporate' | 'parentId' | 'parentNumber'>;

/** The corporate order a delivery is part of; null on any other order. */
export function parentOrder(order: CorporateOrderFields): { id: string; number: number } | null {
  const { parentId, parentNumber } = order;
  return parentId && typeof parentNumber === 'number' ? { id: parentId, number: parentNumber } : null;
}
