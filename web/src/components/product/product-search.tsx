// The product search box (issue "Be found, searched and shared"): the navbar's on desktop and the
// results page's (/search). An ARIA 1.2 combobox: from two characters, suggestions come as the
// customer types (up to six products with picture, name and price, then the matching categories);
// arrow keys move the highlight, Enter opens the highlighted suggestion or, with none, the results
// page; Escape closes. Focus stays in the box, the highlight is named by aria-activedescendant.
import { useQuery } from '@tanstack/react-query';
import { ArrowRight, LayoutGrid, Search } from 'lucide-react';
import { useEffect, useId, useRef, useState, type KeyboardEvent } from 'react';
import { useNavigate } from 'react-router';
import type { Product } from '@/lib/queries/products';
import type { Schemas } from '@/lib/api/client';
import { CardPrice } from './card-price';
import { ProductImage } from './product-image';
import { MIN_SUGGEST_LENGTH, searchHref, searchQuery, SUGGEST_DEBOUNCE_MS, SUGGESTION_LIMIT } from '@/lib/queries/search';
import { useDebouncedValue } from '@/lib/use-debounced-value';

type Suggestion =
  | { kind: 'product'; id: string; href: string; product: Product }
  | { kind: 'category'; id: string; href: string; category: Schemas['Category'] }
  | { kind: 'all'; id: string; href: string; total: number };

interface ProductSearchProps {
  /** The text the box starts with, and follows when it changes (the results page's `q`). */
  initialQuery?: string;
  /** Focus the box once shown (the results page without a query). */
  focusOnShow?: boolean;
  className?: string;
}

const optionClass = (active: boolean) =>
  `flex min-h-11 cursor-pointer items-center gap-3 rounded-xl px-2 py-1.5 text-sm ${
    active ? 'bg-emerald-50 text-emerald-950 dark:bg-emerald-900/50 dark:text-emerald-50' : 'hover:bg-stone-50 dark:hover:bg-stone-800'
  }`;

export function ProductSearch({ initialQuery = '', focusOnShow = false, className = '' }: ProductSearchProps) {
  const id = useId();
  const listId = `${id}-list`;
  const navigate = useNavigate();
  const inputRef = useRef<HTMLInputElement>(null);
  const [text, setText] = useState(initialQuery);
  const [followed, setFollowed] = useState(initialQuery);
  const [open, setOpen] = useState(false);
  const [active, setActive] = useState(-1);

  // The page's query changed (back, forward, a new search): the box shows it.
  if (initialQuery !== followed) {
    setFollowed(initialQuery);
    setText(initialQuery);
  }

  useEffect(() => {
    if (focusOnShow) inputRef.current?.focus();
  }, [focusOnShow]);

  const typed = text.trim();
  const debounced = useDebouncedValue(typed, SUGGEST_DEBOUNCE_MS);
  const wanted = typed.length >= MIN_SUGGEST_LENGTH && debounced.length >= MIN_SUGGEST_LENGTH ? debounced : '';
  // Asked for only while the box is in use (not for the results page's query sitting in it).
  const results = useQuery({ ...searchQuery(wanted, SUGGESTION_LIMIT), enabled: open && wanted !== '' });
  const data = wanted !== '' ? results.data : undefined;

  const suggestions: Suggestion[] = data
    ? [
        ...data.products.map((product): Suggestion => ({ kind: 'product', id: `${id}-p-${product._id}`, href: `/product/${product._id}`, product })),
        ...data.categories.map((category): Suggestion => ({
          kind: 'category',
          id: `${id}-c-${category._id}`,
          href: `/category/${category.slug}`,
          category,
        })),
        ...(data.products.length > 0 ? [{ kind: 'all', id: `${id}-all`, href: searchHref(wanted), total: data.total } as const] : []),
      ]
    : [];
  const settled = data !== undefined && !results.isPlaceholderData;
  const noProducts = open && settled && data.products.length === 0;
  const expanded = open && suggestions.length > 0;
  const highlighted = expanded && active >= 0 ? suggestions[active] : undefined;

  const go = (href: string) => {
    setOpen(false);
    setActive(-1);
    inputRef.current?.blur();
    void navigate(href);
  };

  const move = (step: 1 | -1) => {
    setOpen(true);
    const count = suggestions.length;
    if (count === 0) return;
    setActive((current) => {
      if (!expanded || current < 0) return step === 1 ? 0 : count - 1;
      return (current + step + count) % count;
    });
  };

  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    switch (event.key) {
      case 'ArrowDown':
      case 'ArrowUp':
        event.preventDefault();
        move(event.key === 'ArrowDown' ? 1 : -1);
        break;
      case 'Enter':
        // With a highlight, the suggestion; without, the form goes to the results page.
        if (highlighted) {
          event.preventDefault();
          go(highlighted.href);
        }
        break;
      case 'Escape':
        if (open) {
          // Also keeps a search field's text (Escape would clear it).
          event.preventDefault();
          setOpen(false);
          setActive(-1);
        }
        break;
    }
  };

  const announcement = noProducts
    ? `No products match “${wanted}”.`
    : expanded
      ? `${suggestions.length} ${suggestions.length === 1 ? 'suggestion' : 'suggestions'}`
      : '';

  return (
    <form
      role="search"
      aria-label="Product search"
      onSubmit={(event) => {
        event.preventDefault();
        if (typed !== '') go(searchHref(typed));
      }}
      className={`relative ${className}`}
    >
      <Search aria-hidden="true" className="pointer-events-none absolute top-1/2 left-3.5 size-5 -translate-y-1/2 text-stone-500 dark:text-stone-400" />
      <input
        ref={inputRef}
        type="search"
        role="combobox"
        aria-label="Search products"
        aria-autocomplete="list"
        aria-expanded={expanded}
        aria-controls={listId}
        aria-activedescendant={highlighted?.id}
        autoComplete="off"
        enterKeyHint="search"
        placeholder="Search fruit, hampers…"
        value={text}
        onChange={(event) => {
          setText(event.target.value);
          setOpen(true);
          setActive(-1);
        }}
        onFocus={() => setOpen(true)}
        onBlur={() => {
          setOpen(false);
          setActive(-1);
        }}
        onKeyDown={onKeyDown}
        className="field h-11 rounded-full pr-4 pl-11 text-base [&::-webkit-search-cancel-button]:hidden"
      />
      <div
        className={`absolute inset-x-0 top-full z-50 mt-2 min-w-72 overflow-hidden rounded-2xl border border-stone-200 bg-white shadow-xl dark:border-stone-700 dark:bg-stone-900 ${
          expanded || noProducts ? '' : 'hidden'
        }`}
      >
        <p
          role="status"
          className={noProducts ? 'px-4 py-3 text-sm font-semibold text-stone-700 dark:text-stone-300' : 'sr-only'}
        >
          {announcement}
        </p>
        {/* Pressing an option keeps the focus in the box (no blur closing the list before the click). */}
        <ul
          id={listId}
          role="listbox"
          aria-label="Suggestions"
          onMouseDown={(event) => event.preventDefault()}
          className={`max-h-[min(28rem,70dvh)] overflow-y-auto p-1.5 ${expanded ? '' : 'hidden'}`}
        >
          {suggestions.map((suggestion, index) => (
            // Keyboard use goes through the box (aria-activedescendant); a click or tap picks.
            // eslint-disable-next-line jsx-a11y/click-events-have-key-events
            <li
              key={suggestion.id}
              id={suggestion.id}
              role="option"
              aria-selected={index === active}
              tabIndex={-1}
              onClick={() => go(suggestion.href)}
              className={`${optionClass(index === active)} ${suggestion.kind !== 'product' && index > 0 && suggestions[index - 1]?.kind === 'product' ? 'mt-1.5 border-t border-stone-100 pt-2 dark:border-stone-800' : ''}`}
            >
              <SuggestionContent suggestion={suggestion} query={wanted} />
            </li>
          ))}
        </ul>
      </div>
    </form>
  );
}

function SuggestionContent({ suggestion, query }: { suggestion: Suggestion; query: string }) {
  switch (suggestion.kind) {
    case 'product':
      return (
        <>
          <ProductImage
            src={suggestion.product.image}
            alt=""
            width={40}
            height={40}
            sizes="40px"
            className="size-10 shrink-0 rounded-lg bg-amber-50 object-cover dark:bg-stone-800"
          />
          <span className="line-clamp-2 min-w-0 flex-1 font-semibold">{suggestion.product.name}</span>
          <CardPrice
            product={suggestion.product}
            className="shrink-0 font-bold whitespace-nowrap"
            fromClassName="text-xs font-medium text-stone-600 dark:text-stone-400"
          />
        </>
      );
    case 'category':
      return (
        <>
          <span aria-hidden="true" className="grid size-10 shrink-0 place-items-center rounded-lg bg-emerald-50 text-emerald-800 dark:bg-emerald-950 dark:text-emerald-300">
            <LayoutGrid className="size-5" />
          </span>
          <span className="min-w-0 flex-1">
            in <strong className="font-semibold">{suggestion.category.name}</strong>
          </span>
        </>
      );
    case 'all':
      return (
        <>
          <span className="min-w-0 flex-1 font-semibold text-emerald-800 dark:text-emerald-300">
            See all {suggestion.total} {suggestion.total === 1 ? 'result' : 'results'} for “{query}”
          </span>
          <ArrowRight aria-hidden="true" className="size-4 shrink-0 text-emerald-800 dark:text-emerald-300" />
        </>
      );
  }
}
