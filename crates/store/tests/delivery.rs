//! The slot counter's guard on its own, on every configured backend: with no check before it,
//! concurrent orders for the last places of a slot take exactly the places left.

use tokri_domain::Address;
use tokri_domain::delivery::{DeliveryDate, SlotHours, TimeOfDay};
use tokri_store::StoreError;
use tokri_store::accounts::NewUser;
use tokri_store::catalogue::{CategoryWrite, ProductWrite};
use tokri_store::delivery::OrderDelivery;
use tokri_store::orders::{NewOrder, OrderItemRow};
use tokri_store::testing::fresh_stores;

fn order(n: usize, slot_id: &str) -> NewOrder {
    NewOrder {
        id: uuid::Uuid::new_v4().to_string(),
        created_at: tokri_store::now_ms(),
        user_id: "u1".into(),
        customer_name: "Asha".into(),
        customer_email: "asha@example.in".into(),
        subtotal_paise: 10_000,
        delivery_paise: 11_900,
        total_paise: 21_900,
        shipping: Address {
            name: "Asha".into(),
            mobile: "9822012345".into(),
            street: "12 FC Road".into(),
            city: "Pune".into(),
            state: "Maharashtra".into(),
            zip: "411004".into(),
            country: "India".into(),
        },
        provider: "sandbox".into(),
        provider_order_id: Some(format!("order_race_{n}_{}", uuid::Uuid::new_v4())),
        billing: None,
        pay_method: tokri_domain::PaymentMethod::Online,
        gift: None,
        cart_key: None,
        delivery: Some(OrderDelivery {
            date: DeliveryDate::parse("2026-11-27").unwrap(),
            slot_id: slot_id.into(),
            label: "17–21".into(),
        }),
        items: vec![OrderItemRow {
            product_id: "p1".into(),
            name: "Kiwi".into(),
            image: None,
            category: "Exotic".into(),
            price_paise: 10_000,
            qty: 1,
            held: 0,
            tax: Default::default(),
        }],
    }
}

#[tokio::test(flavor = "multi_thread", worker_threads = 4)]
async fn concurrent_orders_take_exactly_the_places_left_in_a_slot() {
    for t in fresh_stores().await.unwrap() {
        let s = t.store.clone();
        s.create_user(&NewUser {
            id: "u1",
            name: "Asha",
            email: "asha@example.in",
            email_norm: "asha@example.in",
            password_hash: None,
            role: tokri_domain::Role::Customer,
            google_sub: None,
            email_verified: false,
        })
        .await
        .unwrap();
        s.create_category(
            "c1",
            &CategoryWrite {
                name: "Exotic".into(),
                slug: "exotic".into(),
                image: None,
                bg: tokri_domain::Background::Green50,
                active: true,
                sort_order: None,
                layout: tokri_domain::Layout::Standard,
            },
        )
        .await
        .unwrap();
        s.create_product(
            "p1",
            &ProductWrite {
                name: "Kiwi".into(),
                description: String::new(),
                price_paise: 10_000,
                category_id: "c1".into(),
                weight: "3 pcs".into(),
                origin: "NZ".into(),
                images: vec![],
                stock: None,
                active: None,
                tax: None,
            },
            1,
        )
        .await
        .unwrap();
        let hours = SlotHours::new(
            TimeOfDay::parse("17:00").unwrap(),
            TimeOfDay::parse("21:00").unwrap(),
        )
        .unwrap();
        s.create_slot("s1", hours, 4, true).await.unwrap();
        let racing: Vec<_> = (0..30)
            .map(|n| {
                let s = s.clone();
                tokio::spawn(async move { s.create_order(order(n, "s1"), |_| None).await })
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
