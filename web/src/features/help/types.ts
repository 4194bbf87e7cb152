// Local types of the grievance tickets ("Help with an order", issue 28 part 3), written from the API
// contract: the generated schema does not have these routes yet.

export type HelpTopic = 'delivery' | 'quality' | 'payment' | 'refund' | 'other';

export type TicketStatus = 'open' | 'answered' | 'closed';

export interface HelpTicketMessage {
  author: 'customer' | 'shop';
  body: string;
  /** RFC 3339 (UTC). */
  at: string;
}

export interface HelpTicket {
  /** The complaint number to track it, e.g. "G000042". */
  number: string;
  topic: HelpTopic;
  status: TicketStatus;
  /** The order's short number (10482, shown as "#10482"), or null when not about an order. */
  orderNumber: number | null;
  name: string;
  email: string;
  createdAt: string;
  /** The shop's first answer is due by then (48 hours after createdAt). */
  acknowledgeBy: string;
  /** The resolution is due by then (one calendar month after createdAt, in IST). */
  resolveBy: string;
  acknowledgedAt: string | null;
  closedAt: string | null;
  /** An answer or the resolution is past due. */
  overdue: boolean;
  /** Oldest first; the first is the customer's complaint. Empty in lists. */
  messages: HelpTicketMessage[];
}

/** POST /api/help/tickets. */
export interface NewTicketBody {
  topic: HelpTopic;
  message: string;
  /** Required for guests; optional when signed in. */
  orderNumber?: number | null;
  /** Guests only: the email the order was placed with. */
  email?: string;
  name?: string;
}

/** The answer to POST /api/help/tickets: the ticket and the key that opens it without an account. */
export interface NewTicketAnswer {
  ticket: HelpTicket;
  key: string;
}

/** GET /api/admin/tickets/summary. */
export interface TicketSummary {
  open: number;
  overdue: number;
}

/** The admin list's filter. */
export type TicketFilter = 'open' | 'closed' | 'all';
