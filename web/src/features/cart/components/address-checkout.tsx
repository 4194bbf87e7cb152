// Signed in: pick one of the saved addresses, then proceed with it (SPEC §2 Cart, §5).
import { useNavigate } from 'react-router';
import { useSession } from '@/lib/session';
import { FAILED_TO_LOAD_ADDRESSES, useAddresses } from '../api/address-list';
import { useSelectedAddressId } from '../hooks/address-selection';
import { proceedAlert } from '../lib/checkout-proceed';
import { AddressChoice } from './address-choice';
import { CheckoutProceedButton } from './checkout-proceed-button';

export function AddressCheckout({ cartEmpty }: { cartEmpty: boolean }) {
  const { user, token } = useSession();
  const navigate = useNavigate();
  const addresses = useAddresses(user?._id, token !== null);
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
        <CheckoutProceedButton onClick={proceed} />
      </div>
    </div>
  );
}
