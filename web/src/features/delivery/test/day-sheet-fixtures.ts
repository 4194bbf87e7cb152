// Day sheets as GET /api/admin/deliveries answers them, for the Deliveries screen's tests.
import type { DaySheet, DeliveryStop } from '../api/get-day-sheet';

export function stop(over: Partial<DeliveryStop> = {}): DeliveryStop {
  return {
    orderId: 'order-1',
    orderNumber: 10482,
    status: 'Processing',
    customerName: 'Asha Rao',
    recipientName: 'Asha Rao',
    mobile: '9876543210',
    address: { name: 'Asha Rao', mobile: '9876543210', street: '12 MG Road', city: 'Pune', state: 'Maharashtra', zip: '411001', country: 'India' },
    items: [{ productId: 'p1', name: 'Alphonso Mango Gift Box', category: 'Mangoes', variantId: 'v12', variantLabel: 'Box of 12', qty: 2, price: 900, discount: 0 }],
    codToCollect: null,
    total: 1800,
    gift: false,
    giftMessage: null,
    giftFrom: null,
    showPrices: true,
    ...over,
  };
}

export function sheet(date: string, slots: DaySheet['slots']): DaySheet {
  const orders = slots.flatMap((slot) => slot.orders);
  return {
    date,
    count: orders.length,
    codToCollect: orders.reduce((sum, o) => sum + (o.codToCollect ?? 0), 0),
    truncated: false,
    slots,
  };
}

/** A morning and an evening: a paid order, a cash one and a gift that hides its prices. */
export function busyDay(date = '2026-11-27'): DaySheet {
  return sheet(date, [
    {
      slotId: 's1',
      label: '7–11',
      orders: [
        stop(),
        stop({ orderId: 'order-2', orderNumber: 10483, recipientName: 'Ravi Kumar', mobile: '9000000002', codToCollect: 650, total: 650 }),
      ],
    },
    {
      slotId: 's2',
      label: '17–21',
      orders: [
        stop({
          orderId: 'order-3',
          orderNumber: 10484,
          recipientName: 'Meera Iyer',
          mobile: '9000000003',
          gift: true,
          giftMessage: 'Happy birthday, Amma!',
          giftFrom: 'Kiran',
          showPrices: false,
        }),
      ],
    },
  ]);
}
