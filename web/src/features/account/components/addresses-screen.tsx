// /profile/addresses (SPEC §2 address manager): list, add, edit (one form at a time), cancel and
// delete with a confirmation. Outcomes show as 1.5 s toasts; failures show the server's text.
import { MapPinned, Plus } from 'lucide-react';
import { useEffect, useRef, useState } from 'react';
import { toast } from '@/lib/toast';
import { useSession } from '@/lib/session';
import {
  FAILED_TO_ADD_ADDRESS,
  FAILED_TO_DELETE_ADDRESS,
  FAILED_TO_LOAD_ADDRESSES,
  FAILED_TO_UPDATE_ADDRESS,
  useAddresses,
  useCreateAddress,
  useDeleteAddress,
  useUpdateAddress,
  type Address,
} from '@/lib/queries/addresses';
import { addressValues, EMPTY_ADDRESS, type AddressValues } from '../lib/address-form';
import { AddressCard } from './address-card';
import { AddressForm } from './address-form';
import { EmptyState, ErrorNotice, LoginNotice, PageHeader } from './page-parts';

const ADDRESSES_LOGIN_REQUIRED = 'Please log in to view your addresses.';
export const DELETE_ADDRESS_CONFIRM = 'Are you sure you want to delete this address?';
export const NO_ADDRESS_SELECTED = 'No address selected for editing.';

type Mode = { kind: 'list' } | { kind: 'add' } | { kind: 'edit'; id: string };

const ADD_BUTTON_ID = 'add-address';

function errorText(error: unknown, fallback: string): string {
  return error instanceof Error && error.message ? error.message : fallback;
}

function Skeleton() {
  return (
    <ul aria-hidden="true" className="grid gap-5 md:grid-cols-2">
      {Array.from({ length: 2 }, (_, i) => (
        <li key={i} className="card h-48 animate-pulse p-5">
          <div className="h-5 w-1/3 rounded bg-stone-200 dark:bg-stone-800" />
          <div className="mt-4 h-4 w-2/3 rounded bg-stone-200 dark:bg-stone-800" />
          <div className="mt-2 h-4 w-1/2 rounded bg-stone-200 dark:bg-stone-800" />
        </li>
      ))}
    </ul>
  );
}

export function AddressesScreen() {
  const { token } = useSession();
  const addresses = useAddresses();
  const create = useCreateAddress();
  const update = useUpdateAddress();
  const remove = useDeleteAddress();
  const [mode, setMode] = useState<Mode>({ kind: 'list' });
  // Where keyboard focus goes back to once a form closes (the button that opened it).
  const returnFocus = useRef<string | null>(null);

  // Runs after every render: the first one after a form closed (or an address went) moves focus.
  useEffect(() => {
    const wanted = returnFocus.current;
    if (mode.kind !== 'list' || !wanted) return;
    const target =
      [...document.querySelectorAll<HTMLElement>('[data-edit-address]')].find(
        (element) => element.dataset.editAddress === wanted,
      ) ?? document.getElementById(ADD_BUTTON_ID);
    target?.focus();
    returnFocus.current = null;
  });

  if (!token) {
    return (
      <div>
        <PageHeader title="Addresses" />
        <LoginNotice message={ADDRESSES_LOGIN_REQUIRED} />
      </div>
    );
  }

  const list = addresses.data ?? [];
  const close = (focus: string) => {
    returnFocus.current = focus;
    setMode({ kind: 'list' });
  };

  const add = async (values: AddressValues) => {
    await create.mutateAsync(values);
    toast.success('Address added.');
    close(ADD_BUTTON_ID);
  };

  const save = async (values: AddressValues) => {
    const id = mode.kind === 'edit' ? mode.id : null;
    if (!id || !list.some((address) => address._id === id)) throw new Error(NO_ADDRESS_SELECTED);
    await update.mutateAsync({ id, body: values });
    toast.success('Address updated.');
    close(id);
  };

  const confirmDelete = (address: Address) => {
    if (!window.confirm(DELETE_ADDRESS_CONFIRM)) return;
    remove.mutate(address._id, {
      onSuccess: () => {
        returnFocus.current = ADD_BUTTON_ID;
        toast.success('Address deleted.');
      },
      onError: (error) => toast.error(errorText(error, FAILED_TO_DELETE_ADDRESS)),
    });
  };

  const addButton =
    mode.kind === 'add' ? null : (
      <button
        id={ADD_BUTTON_ID}
        type="button"
        onClick={() => setMode({ kind: 'add' })}
        disabled={!addresses.isSuccess}
        className="btn btn-primary"
      >
        <Plus aria-hidden="true" className="size-4" />
        Add New Address
      </button>
    );

  let body;
  if (addresses.isPending) {
    body = (
      <>
        <p role="status" className="sr-only">
          Loading addresses...
        </p>
        <Skeleton />
      </>
    );
  } else if (addresses.isError) {
    body = <ErrorNotice message={errorText(addresses.error, FAILED_TO_LOAD_ADDRESSES)} onRetry={() => void addresses.refetch()} />;
  } else if (list.length === 0 && mode.kind !== 'add') {
    body = (
      <EmptyState icon={<MapPinned aria-hidden="true" className="size-8" />} title="No saved addresses yet">
        <p className="mt-2 max-w-sm text-stone-600 dark:text-stone-400">
          Add a delivery address now and checkout takes a single tap.
        </p>
      </EmptyState>
    );
  } else {
    body = (
      <ul aria-label="Saved addresses" className="grid gap-5 md:grid-cols-2">
        {list.map((address) =>
          mode.kind === 'edit' && mode.id === address._id ? (
            <li key={address._id} className="md:col-span-2">
              <AddressForm
                title="Edit address"
                submitLabel="Save changes"
                initial={addressValues(address)}
                onSubmit={save}
                onCancel={() => close(address._id)}
                failureMessage={FAILED_TO_UPDATE_ADDRESS}
              />
            </li>
          ) : (
            <li key={address._id}>
              <AddressCard
                address={address}
                onEdit={() => setMode({ kind: 'edit', id: address._id })}
                onDelete={() => confirmDelete(address)}
                deleting={remove.isPending && remove.variables === address._id}
              />
            </li>
          ),
        )}
      </ul>
    );
  }

  return (
    <div>
      <PageHeader title="Addresses" description="Saved delivery addresses for a faster checkout." action={addButton} />
      {mode.kind === 'add' && (
        <div className="mb-6">
          <AddressForm
            title="Add a new address"
            submitLabel="Save address"
            initial={EMPTY_ADDRESS}
            onSubmit={add}
            onCancel={() => close(ADD_BUTTON_ID)}
            failureMessage={FAILED_TO_ADD_ADDRESS}
          />
        </div>
      )}
      {body}
    </div>
  );
}
