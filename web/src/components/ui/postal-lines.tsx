// The postal lines of an address (street; city, state PIN; country), as the saved addresses, the
// checkout's delivery address and the admin's order detail show them.
import type { Schemas } from '@/lib/api/client';

type Postal = Pick<Schemas['ShippingAddress'], 'street' | 'city' | 'state' | 'zip' | 'country'>;

export function PostalLines({ address, lineClassName = '' }: { address: Postal; lineClassName?: string }) {
  return (
    <>
      <span className={`block break-words ${lineClassName}`}>{address.street}</span>
      <span className={`block ${lineClassName}`}>
        {address.city}, {address.state} {address.zip}
      </span>
      <span className={`block ${lineClassName}`}>{address.country}</span>
    </>
  );
}
