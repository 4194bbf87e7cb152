import { MapPin, Pencil, Phone, Trash2 } from 'lucide-react';
import { useId } from 'react';
import { PostalLines } from '@/components/ui/postal-lines';
import type { Address } from '@/lib/queries/addresses';

interface AddressCardProps {
  address: Address;
  onEdit: () => void;
  onDelete: () => void;
  deleting: boolean;
}

/** One saved address with its Edit and Delete buttons (named after the address for screen readers). */
export function AddressCard({ address, onEdit, onDelete, deleting }: AddressCardProps) {
  const nameId = useId();
  return (
    <article aria-labelledby={nameId} className="card flex h-full flex-col p-5">
      <div className="flex items-start gap-3">
        <span className="grid size-10 shrink-0 place-items-center rounded-xl bg-emerald-50 text-emerald-700 dark:bg-emerald-950/60 dark:text-emerald-300">
          <MapPin aria-hidden="true" className="size-5" />
        </span>
        <div className="min-w-0">
          <h2 id={nameId} className="text-lg font-bold break-words">
            {address.name}
          </h2>
          <address className="mt-1 text-sm leading-relaxed text-stone-700 not-italic dark:text-stone-300">
            <PostalLines address={address} />
            <span className="mt-2 flex items-center gap-1.5 text-stone-600 dark:text-stone-400">
              <Phone aria-hidden="true" className="size-4" />
              <span className="sr-only">Mobile: </span>
              {address.mobile}
            </span>
          </address>
        </div>
      </div>
      <div className="mt-auto flex gap-2 pt-5">
        <button
          type="button"
          data-edit-address={address._id}
          onClick={onEdit}
          aria-describedby={nameId}
          className="btn btn-outline flex-1 py-2"
        >
          <Pencil aria-hidden="true" className="size-4" />
          Edit
        </button>
        <button
          type="button"
          onClick={onDelete}
          disabled={deleting}
          aria-describedby={nameId}
          className="btn flex-1 border border-red-200 bg-white py-2 text-red-700 hover:border-red-400 hover:bg-red-50 dark:border-red-900 dark:bg-stone-900 dark:text-red-400 dark:hover:bg-red-950/40"
        >
          <Trash2 aria-hidden="true" className="size-4" />
          {deleting ? 'Deleting...' : 'Delete'}
        </button>
      </div>
    </article>
  );
}
