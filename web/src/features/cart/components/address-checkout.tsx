// Signed in: pick one of the saved addresses, then proceed with it (SPEC §2 Cart, §5).
import { useNavigate } from 'react-router';
import { useAddresses } from '@/lib/queries/addresses';
import { useSelectedAddressId } from '../hooks/address-selection';
import { proceedAlert } from '../lib/checkout-proceed';
import { AddressChoice } from './address-choice';
import { CheckoutProceedButton } from './checkout-proceed-button';

const FAILED_TO_LOAD_ADDRESSES = 'Failed to load addresses. Please log in or check your connection.';

export function AddressCheckout({ cartEmpty }: { cartEmpty: boolean }) {
  const navigate = useNavigate();
  const addresses = useAddresses({ fresh: true });
  const [storedId, select] = useSelectedAddressId();
  // A stored id that is no longer among the saved addresses counts as no choice.
  const selected = addresses.data?.find((address) => address._id === storedId) ?? null;

  const proceed = () => {
    const alertText = proceedAlert({ cartEmpty, mode: 'saved', selectedAddressId: selected?._id ?? null });
    if (alertText !== null) window.alert(alertText);
    else if (selected) void navigate('/checkout', { state: { address: selected } });
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
      <div className="mt-6">
        {/* Not pressable until the saved addresses are known: pressed earlier, it would ask for an address the customer has already chosen. */}
        <CheckoutProceedButton busy={addresses.isPending} onClick={proceed} />
      </div>
    </div>
  );
}
