//! Tokri's business rules, free of I/O: money and delivery, slugs, order status,
//! catalogue settings and validated inputs. Everything here is pure and unit-tested in place.

pub mod account;
pub mod browse;
pub mod business;
pub mod calendar;
pub mod catalogue;
pub mod checkout;
pub mod corporate;
pub mod csv;
pub mod declaration;
pub mod delivery;
pub mod form;
pub mod gstr1;
pub mod help;
pub mod id;
pub mod money;
pub mod notify;
pub mod order;
pub mod page;
pub mod paging;
pub mod privacy;
pub mod promo;
pub mod quote;
pub mod refund;
pub mod review;
pub mod search;
pub mod slug;
pub mod tax;
pub mod validate;
pub mod variant;

pub use account::Role;
pub use catalogue::{Background, Layout};
pub use checkout::{CodPolicy, Gift, PaymentMethod, PaymentStatus};
pub use id::new_id;
pub use money::{DeliveryRule, Money, Totals};
pub use order::{OrderSearch, OrderStatus, Quantity};
pub use page::{PageSlug, PageText};
pub use slug::slugify;
pub use validate::{Address, Email, FieldErrors, Mobile, PersonName, PinCode};
