// "Send me order updates on WhatsApp": offered only when the shop has set up WhatsApp, and unticked
// until the customer ticks it (their consent, sent with the order as `whatsappUpdates`).
export function WhatsappUpdatesCard({ checked, onChange }: { checked: boolean; onChange: (checked: boolean) => void }) {
  return (
    <section aria-label="Order updates" className="card p-5 sm:p-6">
      <label className="flex cursor-pointer items-center gap-3 text-sm font-semibold">
        <input
          type="checkbox"
          checked={checked}
          onChange={(event) => onChange(event.target.checked)}
          aria-describedby="checkout-whatsapp-hint"
          className="size-4 shrink-0 accent-emerald-700 dark:accent-emerald-400"
        />
        <span>Send me order updates on WhatsApp</span>
      </label>
      <p id="checkout-whatsapp-hint" className="mt-1 pl-7 text-sm text-stone-600 dark:text-stone-400">
        When your order is confirmed, out for delivery and delivered.
      </p>
    </section>
  );
}
