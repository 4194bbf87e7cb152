// Types of the grievance tickets ("Help with an order", issue 28 part 3): aliases of the generated
// schema, and the admin list's filter.
import type { components } from '@/lib/api/schema';

type Schemas = components['schemas'];

export type HelpTopic = Schemas['HelpTopic'];
export type TicketStatus = Schemas['TicketStatus'];
export type HelpTicketMessage = Schemas['HelpTicketMessage'];
export type HelpTicket = Schemas['HelpTicket'];
/** POST /api/help/tickets. */
export type HelpTicketRequest = Schemas['HelpTicketRequest'];
/** The answer to POST /api/help/tickets: the ticket and the key that opens it without an account. */
export type HelpTicketCreated = Schemas['HelpTicketCreated'];
/** GET /api/admin/tickets/summary. */
export type HelpTicketSummary = Schemas['HelpTicketSummary'];

/** The admin list's filter. */
export type TicketFilter = 'open' | 'closed' | 'all';
