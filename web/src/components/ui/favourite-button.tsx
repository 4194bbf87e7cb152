import { Heart } from 'lucide-react';

interface FavouriteButtonProps {
  name: string;
  pressed: boolean;
  onToggle: () => void;
  className?: string;
}

/** A heart toggle: aria-pressed tells whether the product is a favourite. */
export function FavouriteButton({ name, pressed, onToggle, className = '' }: FavouriteButtonProps) {
  return (
    <button
      type="button"
      aria-pressed={pressed}
      aria-label={`Favourite ${name}`}
      title={pressed ? 'Remove from favourites' : 'Add to favourites'}
      onClick={onToggle}
      className={`grid size-10 place-items-center rounded-full bg-white/90 shadow-sm ring-1 ring-stone-200 backdrop-blur transition hover:scale-105 dark:bg-stone-900/90 dark:ring-stone-700 ${className}`}
    >
      <Heart
        aria-hidden="true"
        className={`size-5 transition-colors ${pressed ? 'fill-rose-600 text-rose-600' : 'text-stone-600 dark:text-stone-300'}`}
      />
    </button>
  );
}
