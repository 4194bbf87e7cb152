// GET /api/seller — the seller's details for the Seller information page. The query itself lives in
// src/lib/api/get-seller.ts, because the footer and the packing slip read it too (DESIGN §11: shared
// code never imports a feature).
export { getSeller, sellerQuery, SELLER_LOAD_FAILED, useSeller, type GrievanceOfficer, type Seller } from '@/lib/api/get-seller';
