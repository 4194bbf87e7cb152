// The footer's seasonal festival decoration: a row of Diwali diyas with flickering flames,
// drawn inline (no images, no external assets). Purely decorative.

function Diya({ delay }: { delay: string }) {
  return (
    <svg viewBox="0 0 64 64" width="48" height="48" className="shrink-0 overflow-visible" aria-hidden="true">
      <defs>
        <linearGradient id="diya-bowl" x1="0" y1="0" x2="0" y2="1">
          <stop offset="0" stopColor="#f59e0b" />
          <stop offset="1" stopColor="#b45309" />
        </linearGradient>
        <radialGradient id="diya-flame" cx="0.5" cy="0.7" r="0.6">
          <stop offset="0" stopColor="#fffbeb" />
          <stop offset="0.45" stopColor="#fde047" />
          <stop offset="1" stopColor="#f97316" />
        </radialGradient>
        <radialGradient id="diya-glow" cx="0.5" cy="0.5" r="0.5">
          <stop offset="0" stopColor="#fde68a" stopOpacity="0.75" />
          <stop offset="1" stopColor="#fde68a" stopOpacity="0" />
        </radialGradient>
      </defs>
      <circle cx="32" cy="22" r="20" fill="url(#diya-glow)" />
      <g className="origin-[32px_36px] animate-flicker" style={{ animationDelay: delay }}>
        <path d="M32 8 C38 18 39 26 32 34 C25 26 26 18 32 8 Z" fill="url(#diya-flame)" />
      </g>
      <path d="M6 36 H58 C56 50 46 56 32 56 C18 56 8 50 6 36 Z" fill="url(#diya-bowl)" />
      <path d="M6 36 H58" stroke="#78350f" strokeWidth="3" strokeLinecap="round" />
      <path d="M16 44 q4 4 8 0 q4 4 8 0 q4 4 8 0 q4 4 8 0" fill="none" stroke="#fef3c7" strokeWidth="2" strokeLinecap="round" />
    </svg>
  );
}

export function FestivalDecoration() {
  const delays = ['0s', '0.4s', '0.9s', '0.2s', '0.7s', '1.1s', '0.3s'];
  return (
    <div className="relative" aria-hidden="true">
      <svg viewBox="0 0 1200 24" preserveAspectRatio="none" className="block h-6 w-full text-orange-600/70 dark:text-orange-400/60">
        <path d="M0 4 Q150 24 300 4 Q450 24 600 4 Q750 24 900 4 Q1050 24 1200 4" fill="none" stroke="currentColor" strokeWidth="2" strokeDasharray="2 6" strokeLinecap="round" />
      </svg>
      <div className="mx-auto -mt-4 flex max-w-4xl items-end justify-around px-4">
        {delays.map((delay, i) => (
          <div key={i} className={i % 2 === 1 ? 'hidden sm:block' : ''}>
            <Diya delay={delay} />
          </div>
        ))}
      </div>
    </div>
  );
}
