// Signed in: pick one of the saved addresses, then proceed with it (SPEC §2 Cart, §5). A returning
// customer finds their address already chosen (issue 26): the one chosen on this device, else the
// last one ordered to from it, else their only one.
import { useNavigate } from 'react-router';
import { useAddresses } from '@/lib/queries/addresses';
import { readString, STORAGE_KEYS } from '@/lib/storage';
import { useSelectedAddressId } from '../hooks/address-selection';
import { preselectedAddress } from '../lib/address-preselect';
import { checkoutState, proceedAlert } from '../lib/checkout-proceed';
import { AddressChoice } from './address-choice';
import { CheckoutProceedButton } from './checkout-proceed-button';
import { ProceedBar } from './proceed-bar';

const FAILED_TO_LOAD_ADDRESSES = 'Failed to load addresses. Please log in or check your connection.';

/** `gift`: the buyer said the order is a gift, so checkout opens with the recipient's fields. */
export function AddressCheckout({ cartEmpty, gift }: { cartEmpty: boolean; gift: boolean }) {
  const navigate = useNavigate();
  const addresses = useAddresses({ fresh: true });
  const [storedId, select] = useSelectedAddressId();
  // A stored id that is no longer among the saved addresses counts as no choice.
  const selected = preselectedAddress(addresses.data, storedId, readString(STORAGE_KEYS.lastAddressId));

  const proceed = () => {
    const alertText = proceedAlert({ cartEmpty, mode: 'saved', selectedAddressId: selected?._id ?? null });
    if (alertText !== null) window.alert(alertText);
    else if (selected) {
      // A preselected address becomes the chosen one, as if picked.
      if (selected._id !== storedId) select(selected._id);
      void navigate('/checkout', { state: checkoutState(selected, gift) });
    }
  };

  return (
    <div>
      <AddressChoice
        addresses={addresses.data}
        isPending={addresses.isPending}
        isError={addresses.isError}
        errorText={FAILED_TO_LOAD_ADDRESSES}
        selectedId={selected?._id ?? null}
        onSelect={select}
      />
      <ProceedBar>
        {/* Not pressable until the saved addresses are known: pressed earlier, it would ask for an address the customer has already chosen. */}
        <CheckoutProceedButton busy={addresses.isPending} onClick={proceed} />
      </ProceedBar>
    </div>
  );
}
