// State of the "business invoice" card: whether the buyer wants one, the GSTIN and legal name, and
// their errors (the card's own checks on Pay, or the server's `business.*` answers).
import { useState } from 'react';
import { revealAndFocus } from '@/lib/focus-field';
import {
  BUSINESS_FIELDS,
  businessRequest,
  emptyBusiness,
  serverBusinessErrors,
  validateBusiness,
  type BusinessErrors,
  type BusinessField,
  type BusinessRequest,
  type BusinessValues,
} from '../lib/business-invoice';

/** Element ids of the fields (one checkout on a page), for focusing the first wrong one. */
export const BUSINESS_FIELD_IDS: Record<BusinessField, string> = {
  gstin: 'business-gstin',
  legalName: 'business-legal-name',
};

function focusFirst(errors: BusinessErrors) {
  const field = BUSINESS_FIELDS.find((name) => errors[name]);
  if (field) revealAndFocus(document.getElementById(BUSINESS_FIELD_IDS[field]));
}

export function useBusinessInvoice() {
  const [wanted, setWantedState] = useState(false);
  const [values, setValues] = useState<BusinessValues>(emptyBusiness);
  const [errors, setErrors] = useState<BusinessErrors>({});

  const setWanted = (next: boolean) => {
    setWantedState(next);
    // The fields keep what was typed, but not the messages, in case the buyer ticks it again.
    if (!next) setErrors({});
  };

  const set = (field: BusinessField, value: string) => {
    setValues((current) => ({ ...current, [field]: value }));
    // A corrected field loses its message.
    setErrors((current) => {
      if (!(field in current)) return current;
      const rest = { ...current };
      delete rest[field];
      return rest;
    });
  };

  /**
   * The business to send: null when no business invoice is wanted, undefined when a field needs
   * fixing. `focus`: put the cursor in the first wrong field (nothing above it on the page is wrong).
   */
  const check = (focus = true): BusinessRequest | null | undefined => {
    if (!wanted) return null;
    const found = validateBusiness(values);
    setErrors(found);
    if (Object.keys(found).length > 0) {
      if (focus) focusFirst(found);
      return undefined;
    }
    return businessRequest(values);
  };

  /** Shows the server's business field errors; false when it sent none (or none is wanted). */
  const showServerErrors = (server: Record<string, string> | undefined, focus = true): boolean => {
    if (!wanted) return false;
    const found = serverBusinessErrors(server);
    if (Object.keys(found).length === 0) return false;
    setErrors(found);
    if (focus) focusFirst(found);
    return true;
  };

  return { wanted, setWanted, values, set, errors, check, showServerErrors };
}

export type BusinessInvoiceForm = ReturnType<typeof useBusinessInvoice>;
