//! The admin API through the real router (SPEC §7 Admin, rules of SPEC §3–5 and §9, DESIGN §4–5):
//! the role guard, categories, products, banners, orders and the dashboard, on every backend.
//! Everything is set up through the API as the shop owner and customers would do it.

mod access;
mod banner_updates;
mod banners;
mod categories;
mod category_lists;
mod dashboard;
mod order_status;
mod orders;
mod product_lists;
mod products;
