// Complaints, "Help with an order" (issue 28 part 3), lazy-loaded by the router: thin wrappers
// over features/help for the storefront, the account area and the admin.
import { useParams } from 'react-router';
import { AdminComplaintScreen } from '@/features/help/components/admin-complaint-screen';
import { AdminComplaintsScreen } from '@/features/help/components/admin-complaints-screen';
import { HelpFormScreen } from '@/features/help/components/help-form-screen';
import { MyComplaintsScreen } from '@/features/help/components/my-complaints-screen';
import { TicketScreen } from '@/features/help/components/ticket-screen';

export const HelpRoute = () => <HelpFormScreen />;

export function TicketRoute() {
  const { number = '' } = useParams();
  return <TicketScreen key={number} number={number} />;
}

export const MyComplaints = () => <MyComplaintsScreen />;
export const AdminComplaints = () => <AdminComplaintsScreen />;

export function AdminComplaint() {
  const { number = '' } = useParams();
  return <AdminComplaintScreen key={number} number={number} />;
}
