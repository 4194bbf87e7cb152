// Accepted payment brands, drawn as small inline badges (no external images).

function Badge({ label, children }: { label: string; children: React.ReactNode }) {
  return (
    <li
      className="grid h-9 w-16 place-items-center rounded-lg bg-white shadow-sm ring-1 ring-stone-200 dark:ring-stone-600"
      title={label}
    >
      <span className="sr-only">{label}</span>
      <span aria-hidden="true">{children}</span>
    </li>
  );
}

export function PaymentBadges() {
  return (
    <ul aria-label="Accepted payment methods" className="flex flex-wrap gap-2">
      <Badge label="Visa">
        <span className="text-[15px] font-black italic tracking-tight text-[#1a1f71]">VISA</span>
      </Badge>
      <Badge label="Mastercard">
        <svg viewBox="0 0 40 24" width="40" height="24">
          <circle cx="15" cy="12" r="9" fill="#eb001b" />
          <circle cx="25" cy="12" r="9" fill="#f79e1b" />
          <path d="M20 4.6a9 9 0 0 1 0 14.8a9 9 0 0 1 0-14.8z" fill="#ff5f00" />
        </svg>
      </Badge>
      <Badge label="RuPay">
        <span className="text-[13px] font-extrabold italic">
          <span className="text-[#097a44]">Ru</span>
          <span className="text-[#1b3281]">Pay</span>
          <span className="ml-0.5 inline-block h-2 w-1.5 -skew-x-12 bg-[#f58220]" />
        </span>
      </Badge>
      <Badge label="UPI">
        <span className="flex items-center gap-0.5 text-[14px] font-extrabold italic text-stone-700">
          UPI
          <svg viewBox="0 0 10 14" width="8" height="12">
            <path d="M2 0 L9 7 L2 14 Z" fill="#f58220" />
            <path d="M0 2 L5 7 L0 12 Z" fill="#097a44" />
          </svg>
        </span>
      </Badge>
    </ul>
  );
}
