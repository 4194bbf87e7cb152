// The help pages' own menu: a column beside the text on wide screens, a row of chips above it on
// small ones.
import { NavLink } from 'react-router';
import { HELP_LINKS } from '../lib/help-links';

const linkClass = ({ isActive }: { isActive: boolean }) =>
  `block shrink-0 rounded-full px-3.5 py-1.5 text-sm font-semibold whitespace-nowrap transition-colors lg:rounded-xl lg:px-3 lg:py-2 ${
    isActive
      ? 'bg-emerald-100 text-emerald-900 dark:bg-emerald-900/60 dark:text-emerald-100'
      : 'text-stone-700 hover:bg-stone-100 hover:text-stone-950 dark:text-stone-300 dark:hover:bg-stone-800 dark:hover:text-white'
  }`;

export function HelpNav() {
  return (
    <nav aria-label="Help pages">
      <ul className="-mx-4 flex gap-1.5 overflow-x-auto px-4 pb-1 [scrollbar-width:none] sm:mx-0 sm:px-0 lg:flex-col lg:gap-0.5">
        {HELP_LINKS.map(({ slug, label }) => (
          <li key={slug}>
            <NavLink to={`/${slug}`} className={linkClass}>
              {label}
            </NavLink>
          </li>
        ))}
      </ul>
    </nav>
  );
}
