// Every business constant and timing of SPEC §9 in one place (DESIGN §11).
// Tests drive the timings with fake clocks; nothing in the app sleeps.
import type { components } from './api/schema';

/** Toasts vanish after 1.5 s. */
export const TOAST_DURATION_MS = 1500;
/** Home banner carousel: 4 s autoplay, only with more than one banner. */
export const BANNER_AUTOPLAY_MS = 4000;
/** Home banner slide transition. */
export const BANNER_TRANSITION_MS = 700;
/** Product detail image carousel autoplay. */
export const DETAIL_CAROUSEL_AUTOPLAY_MS = 3000;
/** After a successful signup, go to /login after 2 s. */
export const SIGNUP_REDIRECT_MS = 2000;
/** After a successful password reset, go to /login after 3 s. */
export const RESET_REDIRECT_MS = 3000;
/** Debounce of the admin search boxes. */
export const SEARCH_DEBOUNCE_MS = 500;

/** Delivery is free from this subtotal (rupees, inclusive). */
export const FREE_DELIVERY_THRESHOLD = 1999;
/** Delivery fee below the threshold (rupees); an empty cart has no fee. */
export const DELIVERY_FEE = 119;
export const CURRENCY = 'INR';
export const LOCALE = 'en-IN';

/** Up to this many random other products on a product page. */
export const RELATED_PRODUCTS_LIMIT = 6;
/** The first N products of the shop's list are flagged New. */
export const NEW_PRODUCT_COUNT = 3;
/** Every Nth product, starting at index 0, is flagged Best Seller. */
export const BEST_SELLER_EVERY = 5;
/** A counted product with fewer units left than this shows "Only N left". */
export const LOW_STOCK_BELOW = 5;

/** Orders are shown by the first 8 characters of their id. */
export const ORDER_ID_DISPLAY_LENGTH = 8;
export const ADMIN_ORDERS_PAGE_SIZE = 20;

/** A missing sortOrder sorts as 9999 (ascending). */
export const MISSING_SORT_ORDER = 9999;
export const CATEGORY_SORT_ORDER_MIN = 0;
export const PASSWORD_MIN_LENGTH = 6;

export const THEMES = ['light', 'dark'] as const;
export type Theme = (typeof THEMES)[number];

/** The statuses in their menu order; the values themselves come from the API schema. */
export const ORDER_STATUSES = [
  'Pending',
  'Processing',
  'Shipped',
  'Delivered',
  'Cancelled',
  'Refunded',
] as const satisfies readonly OrderStatus[];
export type OrderStatus = components['schemas']['OrderStatus'];

/** Tracking bar steps: status value → label. */
export const TRACKING_STEPS = [
  { status: 'Placed', label: 'Order Placed' },
  { status: 'Processing', label: 'Confirmed' },
  { status: 'Shipped', label: 'Shipped' },
  { status: 'Delivered', label: 'Delivered' },
] as const;

/** The six category background classes (SPEC §3). */
export const CATEGORY_BACKGROUNDS = [
  'yellow-50',
  'orange-50',
  'amber-50',
  'pink-50',
  'green-50',
  'purple-50',
] as const satisfies readonly CategoryBackground[];
export type CategoryBackground = components['schemas']['Background'];

export const DATE_TIME_FORMAT = 'MMM D, YYYY h:mm A';
export const DATE_FORMAT = 'MMMM D, YYYY';
/** Delivery days: 'Fri, Nov 27'. */
export const DELIVERY_DAY_FORMAT = 'ddd, MMM D';
export const SHOP_TIMEZONE = 'Asia/Kolkata';

/** Stock fruit picture for a product without an image. */
export const DEFAULT_PRODUCT_IMAGE = '/images/default-fruit.svg';
export const LOGO_IMAGE = '/images/logo.svg';
export const SHOP_HOURS = 'Mon-Sun 6AM-10PM';
