import { Link } from 'react-router';
import { LOGO_IMAGE } from '@/lib/constants';

/** Logo and wordmark, linking home. */
export function Brand({ onNavigate }: { onNavigate?: () => void }) {
  return (
    <Link to="/" onClick={onNavigate} className="group flex items-center gap-2.5 rounded-xl" aria-label="Tokri home">
      <img src={LOGO_IMAGE} width={64} height={64} alt="" className="size-11 transition-transform group-hover:-rotate-6 md:size-12" />
      <span className="font-display text-2xl font-extrabold tracking-tight text-emerald-800 md:text-3xl dark:text-emerald-300">
        Tokri
      </span>
    </Link>
  );
}
