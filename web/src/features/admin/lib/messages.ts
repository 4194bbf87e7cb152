// Every user-visible admin message of SPEC §2, §5 and §8, verbatim, in one place.

export const MSG = {
  notAuthenticated: 'Not authenticated',
  profileFailed: 'Failed to fetch admin profile',
  statsFailed: 'Failed to load statistics. Please check your network or try again.',

  categoryNameRequired: 'Category name cannot be empty.',
  categoryDeleteConfirm: 'Are you sure you want to delete this category? This action cannot be undone.',
  categoryDeleteFailed: 'Failed to delete category. It might be referenced by products or you lack permissions.',
  // SPEC §8 leaves these three texts open ("not shown"); the server's reason follows when it sent one.
  categoriesFetchFailed: 'Failed to fetch categories.',
  categoryAddFailed: 'Failed to add category.',
  categoryUpdateFailed: 'Failed to update category.',
  inlineCategoryAddFailed: 'Failed to add category. Make sure you are logged in as admin.',

  productsFailed: 'Failed to load products. Please ensure you are logged in as an admin.',
  productsEmpty: 'No products found.',
  productDeleteConfirm: 'Are you sure you want to delete this product?',
  productDeleteFailed: 'Failed to delete product.',
  productFormLoadFailed: 'Failed to load product and categories data.',
  productSaveFailed: 'Failed to save product. Please check your inputs and try again.',
  productRequired: 'Product Name, Price, and Category are required.',
  productImageRequired: 'A main product image is required.',
  // Issue 10: the server's own wording, checked here first.
  productStockInvalid: 'Stock must be a whole number from 0 to 1000000, or empty when you do not count it.',
  // Variants (issue 20): the server's own wording, checked here first; the first text is ours.
  productFieldsInvalid: 'Please correct the fields marked below.',
  optionNameTooLong: 'The option name can have at most 30 characters.',
  variantsTooMany: 'A product can have at most 20 variants.',
  variantLabelRequired: 'Please name each variant (e.g. "12 pieces" or "1 kg").',
  variantLabelTooLong: "A variant's name can have at most 40 characters.",
  variantPriceInvalid: 'The price must be more than ₹0 and at most ₹10,00,000, in rupees and paise.',
  variantMrpInvalid: 'The MRP must be more than ₹0 and at most ₹10,00,000.',
  variantMrpBelowPrice: 'The MRP cannot be lower than the price.',
  variantSkuTooLong: 'A SKU can have at most 40 characters.',
  variantWeightInvalid: 'The weight must be a whole number of grams from 1 to 100000.',
  // Pack declarations (issue 28): the server's own wording, checked here first.
  netQuantityInvalid: 'The net quantity is a whole number of grams, millilitres or units, from 1 to 100000.',

  ordersFailed: 'Failed to load orders. Please try again.',
  ordersEmpty: 'No orders found matching the criteria.',
  orderStatusFailed: 'Failed to update order status',
  orderDetailFailed: 'Failed to load order details.',
  orderNotFound: 'Order not found.',
  // The orders list's delivery slot, PIN code and payment filters: our texts.
  pinCodeFilterInvalid: 'Enter all 6 digits of a PIN code.',
  noItems: 'No items found',
  // Refunds due are not in the SPEC (a payment that cannot pay its order); these texts are ours.
  refundMarkFailed: 'Failed to mark the refund as made.',
  // Refunds and credit notes (issue 21): our texts; the server's reasons are shown as it sends them.
  refundsFailed: 'Failed to load the refunds of this order.',
  orderMessagesFailed: 'Failed to load the messages of this order.',
  refundFailed: 'The refund could not be made. Please try again.',
  refundReasonRequired: 'Say why the money goes back.',
  refundAmountInvalid: 'Enter an amount above ₹0, in rupees with at most two decimals.',
  refundNoUnits: 'Choose at least one unit to give back.',
  // Cash on delivery and checkout settings (issue 11): our texts.
  cashRecordFailed: 'Failed to record the cash payment.',
  // Bank transfers: our texts; the server's reasons (a bad reference, nothing to pay) are shown as it sends them.
  bankTransferRecordFailed: 'Failed to record the bank transfer.',
  bankReferenceRequired: "Enter the bank's reference (UTR): 6 to 40 letters and digits.",
  bankTransferRecorded: 'Payment recorded.',
  checkoutSettingsFailed: 'Failed to load the checkout settings.',
  checkoutSettingsSaveFailed: 'Failed to save the checkout settings.',
  checkoutSettingsSaved: 'Checkout settings saved.',
  codLimitInvalid: 'The cash-on-delivery limit must be an amount above ₹0 with at most two decimals, or empty for no limit.',
  packingSlipFailed: 'Failed to load the packing slip.',
  deliveriesFailed: 'The deliveries could not be loaded.',
  packingSlipsFailed: 'Failed to load the packing slips.',
  refundMarkConfirm: 'Mark this refund as made? Do this only once the money went back to the customer at the payment provider.',

  bannerImageRequired: 'Image URL is required for a banner.',
  bannerDeleteConfirm: 'Delete this banner? This action cannot be undone.',
  bannersFetchFailed: 'Failed to fetch banners. Check API and permissions.',
  bannerUpdateFailed: 'Failed to update banner. Check API and permissions.',
  bannerCreateFailed: 'Failed to create banner. Ensure admin role and that backend accepts these fields.',
  bannerDeleteFailed: 'Failed to delete banner. Check API permissions or references.',
  noTitle: '(No title)',

  // Picture uploads: the server's own texts, also shown when the browser refuses a file early.
  pictureEmpty: 'Choose a picture to upload.',
  pictureTooLarge: 'The picture is larger than 10 MB. Please choose a smaller one.',
  pictureHeic:
    'HEIC pictures cannot be read yet. Please save it as JPEG (on an iPhone: Settings → Camera → Formats → Most Compatible) and upload again.',
  pictureNotAPicture: 'This file is not a picture we can use. Upload a JPEG, PNG or WebP image.',
  pictureUploadFailed: 'Failed to upload the picture. Please try again.',
} as const;

/**
 * A failure message: `base`, followed by the server's own explanation when it sent one that adds
 * something (an ApiError's message is the server's text, or the fallback it was given).
 */
export function withReason(base: string, error: unknown): string {
  const reason = error instanceof Error ? error.message.trim() : '';
  if (!reason || reason === base) return base;
  return `${base} ${reason}`;
}
