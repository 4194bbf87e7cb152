//! The slot counter's guard on its own, on every configured backend: with no check before it,
//! concurrent orders for the last places of a slot take exactly the places left.

use tokri_domain::delivery::{DeliveryDate, SlotHours, TimeOfDay};
use tokri_store::StoreError;
use tokri_store::delivery::OrderDelivery;
use tokri_store::orders::NewOrder;
use tokri_store::testing::{fresh_stores, kiwi_order, seed_buyer_and_kiwi};

fn order(n: usize, slot_id: &str) -> NewOrder {
    NewOrder {
        provider_order_id: Some(format!("order_race_{n}_{}", uuid::Uuid::new_v4())),
        delivery: Some(OrderDelivery {
            date: DeliveryDate::parse("2026-11-27").unwrap(),
            slot_id: slot_id.into(),
            label: "17–21".into(),
        }),
        ..kiwi_order(tokri_store::now_ms())
    }
}

#[tokio::test(flavor = "multi_thread", worker_threads = 4)]
async fn concurrent_orders_take_exactly_the_places_left_in_a_slot() {
    for t in fresh_stores().await.unwrap() {
        let s = t.store.clone();
        seed_buyer_and_kiwi(&s).await.unwrap();
        let hours = SlotHours::new(
            TimeOfDay::parse("17:00").unwrap(),
            TimeOfDay::parse("21:00").unwrap(),
        )
        .unwrap();
        s.create_slot("s1", hours, 4, true).await.unwrap();
        let racing: Vec<_> = (0..30)
            .map(|n| {
                let s = s.clone();
                tokio::spawn(async move { s.create_order(order(n, "s1"), |_| Vec::new()).await })
            })
            .collect();
        let (mut placed, mut full) = (0, 0);
        for h in racing {
            match h.await.unwrap() {
                Ok(o) => {
                    assert_eq!(o.delivery.unwrap().label, "17–21");
                    placed += 1;
                }
                Err(StoreError::Conflict(m)) => {
                    assert_eq!(
                        m,
                        "The 17–21 slot on Fri, Nov 27 is full. Please choose another slot."
                    );
                    full += 1;
                }
                Err(e) => panic!("{}: {e}", t.label),
            }
        }
        assert_eq!((placed, full), (4, 26), "{}", t.label);
        let date = DeliveryDate::parse("2026-11-27").unwrap();
        let booked = s.delivery_bookings(date, date).await.unwrap();
        assert_eq!(booked[0].booked, 4, "{}", t.label);
    }
}
