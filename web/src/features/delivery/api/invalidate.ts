// After an owner's change every delivery answer is stale: the settings screen and the
// storefront's slot calendar and PIN code checks.
import type { QueryClient } from '@tanstack/react-query';
import { deliveryKeys } from './query-keys';

export function invalidateDelivery(client: QueryClient) {
  void client.invalidateQueries({ queryKey: deliveryKeys.all });
}
