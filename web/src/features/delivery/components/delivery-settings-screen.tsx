// The owner's delivery days (admin): slots with their capacity, the same-day cut-off, closed
// days, and the places taken in the next 14 days.
import { useDeliverySettings, SETTINGS_FAILED } from '../api/get-delivery-settings';
import { DeliveryHeader, Pending, Problem } from './admin-parts';
import { BookingsTable } from './bookings-table';
import { ClosedDates } from './closed-dates';
import { CutoffForm } from './cutoff-form';
import { SlotsSection } from './slots-section';

export function DeliverySettingsScreen() {
  const settings = useDeliverySettings();
  const data = settings.data;
  return (
    <>
      <DeliveryHeader title="Delivery" description="When you deliver: daily slots, the same-day cut-off and closed days. Times are IST." />
      {settings.isPending ? (
        <Pending label="Loading delivery settings..." />
      ) : !data ? (
        <Problem>{SETTINGS_FAILED}</Problem>
      ) : (
        <div className="space-y-6">
          <SlotsSection slots={data.slots} />
          <div className="grid gap-6 lg:grid-cols-[20rem_1fr]">
            <CutoffForm key={data.cutoff} cutoff={data.cutoff} />
            <ClosedDates closed={data.closedDates} today={data.today} />
          </div>
          <BookingsTable days={data.days} slots={data.slots} />
        </div>
      )}
    </>
  );
}
