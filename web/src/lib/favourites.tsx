// Favourites: a list of product ids saved under `favourites`.
import { createContext, useCallback, useContext, useEffect, useMemo, useState, type ReactNode } from 'react';
import { readJson, STORAGE_KEYS, writeJson } from './storage';

export interface Favourites {
  ids: string[];
  isFavourite: (id: string) => boolean;
  /** Adds or removes `id`; returns true when it is now a favourite. */
  toggle: (id: string) => boolean;
}

function isIdList(value: unknown): value is string[] {
  return Array.isArray(value) && value.every((id) => typeof id === 'string');
}

export function restoreFavourites(): string[] {
  return [...new Set(readJson<string[]>(STORAGE_KEYS.favourites, [], isIdList))];
}

const FavouritesContext = createContext<Favourites | null>(null);

export function FavouritesProvider({ children }: { children: ReactNode }) {
  const [ids, setIds] = useState<string[]>(restoreFavourites);

  useEffect(() => {
    writeJson(STORAGE_KEYS.favourites, ids);
  }, [ids]);

  const toggle = useCallback(
    (id: string) => {
      const adding = !ids.includes(id);
      setIds((current) => (current.includes(id) ? current.filter((x) => x !== id) : [...current, id]));
      return adding;
    },
    [ids],
  );

  const value = useMemo<Favourites>(
    () => ({ ids, isFavourite: (id) => ids.includes(id), toggle }),
    [ids, toggle],
  );

  return <FavouritesContext value={value}>{children}</FavouritesContext>;
}

export function useFavourites(): Favourites {
  const favourites = useContext(FavouritesContext);
  if (!favourites) throw new Error('useFavourites must be used inside <FavouritesProvider>');
  return favourites;
}
