// "Help with an order" (issue 28 part 3): a complaint about an order (or not), answered within
// 48 hours and resolved within a month. A guest names the order and the email it was placed
// with; a signed-in customer picks one of their recent orders. Once sent, the complaint's page
// opens with its number.
import { CircleAlert, Send } from 'lucide-react';
import { useId, useState, type FormEvent } from 'react';
import { Link, useNavigate, useSearchParams } from 'react-router';
import { SelectField, TextAreaField, TextField } from '@/components/ui/text-field';
import { ApiError } from '@/lib/api/client';
import { formatMoney } from '@/lib/format/money';
import { useSession } from '@/lib/session';
import { useDocumentTitle } from '@/lib/use-document-title';
import { SEND_FAILED, useCreateTicket, useRecentOrders } from '../api/tickets';
import { counterText, formatIstDate, MESSAGE_MAX, messageError, parseOrderNumber, ticketPath, TOPIC_LABELS, TOPICS } from '../lib/help-text';
import type { HelpTicketRequest, HelpTopic } from '../types';
import { linkClass } from './ticket-parts';

const TITLE = 'Help with an order';

type Field = 'topic' | 'orderNumber' | 'name' | 'email' | 'message';
type Errors = Partial<Record<Field, string>>;

const FIELD_ORDER: Field[] = ['topic', 'orderNumber', 'name', 'email', 'message'];

const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

/** The form's own checks (the server checks again and answers the same way). */
function check(values: { topic: string; order: string; name: string; email: string; message: string }, guest: boolean): Errors {
  const errors: Errors = {};
  if (!values.topic) errors.topic = 'Please choose a topic.';
  if (guest) {
    if (parseOrderNumber(values.order) === null) errors.orderNumber = 'Please enter your order number, e.g. 10482.';
    if (!values.name.trim()) errors.name = 'Please enter your name.';
    if (!EMAIL.test(values.email.trim())) errors.email = 'Please enter the email you ordered with.';
  }
  const message = messageError(values.message);
  if (message) errors.message = message;
  return errors;
}

function focusFirst(id: string, errors: Errors) {
  const first = FIELD_ORDER.find((field) => errors[field]);
  if (first) document.getElementById(`${id}-${first}`)?.focus();
}

const tapClass = 'min-h-11';
/** Selects take no extra classes: at least 44 px tall for a thumb. */
const tapStyle = { minHeight: '2.75rem' };

/** The signed-in customer's choice of order: their recent ones, or none. */
function OrderChoice({ id, userId, value, onChange, error }: { id: string; userId: string; value: string; onChange: (value: string) => void; error?: string }) {
  const orders = useRecentOrders(userId);
  const numbers = new Set((orders.data ?? []).map((order) => String(order.orderNumber)));
  return (
    <SelectField
      id={`${id}-orderNumber`}
      label="Order"
      name="orderNumber"
      value={value}
      onChange={(event) => onChange(event.target.value)}
      error={error}
      hint={orders.isPending ? 'Loading your orders...' : orders.isError ? 'Your orders could not be loaded; choose “Not about an order” or try again later.' : undefined}
      style={tapStyle}
    >
      <option value="">Not about an order</option>
      {value && !numbers.has(value) && <option value={value}>#{value}</option>}
      {(orders.data ?? []).map((order) => (
        <option key={order._id} value={String(order.orderNumber)}>
          #{order.orderNumber} · {formatIstDate(order.createdAt)} · {formatMoney(order.totalAmount)}
        </option>
      ))}
    </SelectField>
  );
}

export function HelpFormScreen() {
  useDocumentTitle(TITLE);
  const id = useId().replace(/:/g, '');
  const navigate = useNavigate();
  const [params] = useSearchParams();
  const { user, isAuthenticated } = useSession();
  const customer = isAuthenticated && user?.role === 'customer' ? user : null;
  const guest = customer === null;
  const prefill = parseOrderNumber(params.get('order'));

  const [topic, setTopic] = useState<HelpTopic | ''>('');
  const [order, setOrder] = useState(prefill === null ? '' : String(prefill));
  const [name, setName] = useState(user?.role === 'guest' ? user.name : '');
  const [email, setEmail] = useState(user?.role === 'guest' ? user.email : '');
  const [message, setMessage] = useState('');
  const [errors, setErrors] = useState<Errors>({});
  const [formError, setFormError] = useState<string | null>(null);
  const create = useCreateTicket();

  const clear = (field: Field) => setErrors((current) => ({ ...current, [field]: undefined }));

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    setFormError(null);
    const found = check({ topic, order, name, email, message }, guest);
    setErrors(found);
    if (Object.values(found).some(Boolean)) {
      focusFirst(id, found);
      return;
    }
    const body: HelpTicketRequest = {
      topic,
      message: message.trim(),
      orderNumber: parseOrderNumber(order),
      ...(guest ? { name: name.trim(), email: email.trim() } : {}),
    };
    create.mutate(body, {
      onSuccess: ({ ticket, key }) => {
        void navigate(ticketPath(ticket.number, key), { state: { received: true } });
      },
      onError: (error) => {
        const fieldErrors = (error instanceof ApiError ? error.errors : undefined) ?? {};
        const mapped: Errors = {};
        for (const field of FIELD_ORDER) if (fieldErrors[field]) mapped[field] = fieldErrors[field];
        if (Object.keys(mapped).length > 0) {
          setErrors(mapped);
          focusFirst(id, mapped);
        }
        if (Object.keys(mapped).length === 0 || (error instanceof ApiError && error.status !== 400)) {
          setFormError(error instanceof ApiError ? error.message : SEND_FAILED);
          document.getElementById(`${id}-form-error`)?.focus();
        }
      },
    });
  };

  return (
    <div className="mx-auto max-w-3xl px-4 pt-10 sm:px-6 lg:px-8">
      <h1 className="font-display text-4xl font-extrabold tracking-tight text-stone-900 dark:text-stone-50">{TITLE}</h1>
      <p className="mt-3 text-lg text-stone-700 dark:text-stone-300">
        Tell us what went wrong. We answer within 48 hours and resolve complaints within a month.
      </p>
      {customer && (
        <p className="mt-2 text-sm text-stone-600 dark:text-stone-400">
          Your earlier complaints are under{' '}
          <Link to="/profile/complaints" className={linkClass}>
            My complaints
          </Link>
          .
        </p>
      )}

      <div aria-live="assertive" className="mt-6">
        {formError && (
          <p
            id={`${id}-form-error`}
            tabIndex={-1}
            role="alert"
            data-testid="help-form-error"
            className="flex items-start gap-2 rounded-2xl border border-red-200 bg-red-50 px-4 py-3 font-semibold text-red-800 outline-none dark:border-red-900 dark:bg-red-950/50 dark:text-red-200"
          >
            <CircleAlert aria-hidden="true" className="mt-0.5 size-5 shrink-0" />
            {formError}
          </p>
        )}
      </div>

      <form noValidate onSubmit={submit} aria-label={TITLE} className="card mt-4 space-y-5 p-5 sm:p-8">
        <SelectField
          id={`${id}-topic`}
          label="Topic"
          name="topic"
          required
          value={topic}
          onChange={(event) => {
            setTopic(event.target.value as HelpTopic | '');
            clear('topic');
          }}
          error={errors.topic}
          style={tapStyle}
        >
          <option value="">Choose a topic</option>
          {TOPICS.map((value) => (
            <option key={value} value={value}>
              {TOPIC_LABELS[value]}
            </option>
          ))}
        </SelectField>

        {customer ? (
          <OrderChoice
            id={id}
            userId={customer._id}
            value={order}
            onChange={(value) => {
              setOrder(value);
              clear('orderNumber');
            }}
            error={errors.orderNumber}
          />
        ) : (
          <>
            <TextField
              id={`${id}-orderNumber`}
              label="Order number"
              name="orderNumber"
              required
              inputMode="numeric"
              autoComplete="off"
              placeholder="e.g. 10482"
              hint="It is in your order confirmation mail."
              value={order}
              onChange={(event) => {
                setOrder(event.target.value);
                clear('orderNumber');
              }}
              error={errors.orderNumber}
              controlClassName={tapClass}
            />
            <div className="grid gap-5 sm:grid-cols-2">
              <TextField
                id={`${id}-name`}
                label="Your name"
                name="name"
                required
                autoComplete="name"
                maxLength={100}
                value={name}
                onChange={(event) => {
                  setName(event.target.value);
                  clear('name');
                }}
                error={errors.name}
                controlClassName={tapClass}
              />
              <TextField
                id={`${id}-email`}
                label="Email"
                name="email"
                type="email"
                required
                autoComplete="email"
                autoCapitalize="none"
                spellCheck={false}
                maxLength={254}
                hint="The email you placed the order with."
                value={email}
                onChange={(event) => {
                  setEmail(event.target.value);
                  clear('email');
                }}
                error={errors.email}
                controlClassName={tapClass}
              />
            </div>
          </>
        )}

        <TextAreaField
          id={`${id}-message`}
          label="What happened?"
          name="message"
          required
          rows={6}
          maxLength={MESSAGE_MAX}
          value={message}
          onChange={(event) => {
            setMessage(event.target.value);
            clear('message');
          }}
          error={errors.message}
          hint={<span data-testid="message-counter">{counterText(message)} (at least 10)</span>}
        />

        <div className="flex flex-wrap items-center gap-4">
          <button type="submit" disabled={create.isPending} className="btn btn-primary min-h-11 max-sm:w-full">
            <Send aria-hidden="true" className="size-4" />
            {create.isPending ? 'Sending...' : 'Send complaint'}
          </button>
          <p className="text-sm text-stone-600 dark:text-stone-400">We mail you an acknowledgement with a link to follow it.</p>
        </div>
      </form>
    </div>
  );
}
