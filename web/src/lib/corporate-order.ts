// A corporate order's fields on the Order schema: `corporate` (on the parent: how many deliveries,
// and how many delivered, shipped and cancelled) and `parentId` / `parentNumber` (on each child
// delivery). Read through these helpers, which type them as the API documents them.
import type { Schemas } from './api/client';

/** A parent order's counts. */
export interface DeliveryProgress {
  deliveries: number;
  delivered: number;
  shipped: number;
  cancelled: number;
}

export interface CorporateOrderFields {
  corporate?: DeliveryProgress | null;
  parentId?: string | null;
  parentNumber?: number | null;
}

type Order = Schemas['Order'];

/** The deliveries' counts of a parent order; null on any other order. */
export function corporateProgress(order: Order): DeliveryProgress | null {
  return (order as Order & CorporateOrderFields).corporate ?? null;
}

/** The corporate order a delivery is part of; null on any other order. */
export function parentOrder(order: Order): { id: string; number: number } | null {
  const { parentId, parentNumber } = order as Order & CorporateOrderFields;
  return parentId && typeof parentNumber === 'number' ? { id: parentId, number: parentNumber } : null;
}
