// The banner create form and a banner row's inline edit form (SPEC §2 Banners).
import { Plus } from 'lucide-react';
import type { FormEvent } from 'react';
import { toast } from '@/lib/toast';
import { useCreateBanner } from '../api/create-banner';
import { useUpdateBanner } from '../api/update-banner';
import { useCheckedForm, useInlineEdit } from '../hooks/use-checked-form';
import { bannerRequest, bannerToForm, EMPTY_BANNER_FORM, validateBanner, type AdminBanner } from '../lib/banner-form';
import type { AdminCategory } from '../lib/category-form';
import { MSG, withReason } from '../lib/messages';
import { ErrorNote } from './admin-ui';
import { BannerFields } from './banner-fields';

export function CreateBannerForm({ categories }: { categories: AdminCategory[] }) {
  const form = useCheckedForm(() => EMPTY_BANNER_FORM, validateBanner);
  const create = useCreateBanner();

  const submit = (event: FormEvent) =>
    form.send(event, (values) =>
      create.mutate(bannerRequest(values), {
        onSuccess: () => {
          form.setValues(EMPTY_BANNER_FORM);
          toast.success('Banner created');
        },
        onError: (e) => form.setError(withReason(MSG.bannerCreateFailed, e)),
      }),
    );

  return (
    <section aria-labelledby="new-banner" className="card p-5 sm:p-6">
      <h2 id="new-banner" className="mb-4 font-display text-lg font-bold">
        Create a banner
      </h2>
      <form onSubmit={submit} className="space-y-4">
        <BannerFields
          values={form.values}
          onChange={form.setValues}
          categories={categories}
          sortPlaceholder="Next in line"
          onUploadingChange={form.onBusyChange}
        />
        {form.error && <ErrorNote>{form.error}</ErrorNote>}
        <div className="flex justify-end">
          <button type="submit" className="btn btn-primary" disabled={create.isPending || form.uploading}>
            <Plus aria-hidden="true" className="size-4" />
            {create.isPending ? 'Creating...' : form.uploading ? 'Uploading picture...' : 'Create Banner'}
          </button>
        </div>
      </form>
    </section>
  );
}

interface EditBannerFormProps {
  banner: AdminBanner;
  categories: AdminCategory[];
  onDone: () => void;
}

export function EditBannerForm({ banner, categories, onDone }: EditBannerFormProps) {
  const form = useCheckedForm(() => bannerToForm(banner), validateBanner);
  const update = useUpdateBanner();
  const { firstRef, formRef } = useInlineEdit<HTMLInputElement>(onDone);

  const submit = (event: FormEvent) =>
    form.send(event, (values) =>
      update.mutate(
        { id: banner._id, body: bannerRequest(values) },
        {
          onSuccess: () => {
            toast.success('Banner saved');
            onDone();
          },
          onError: (e) => form.setError(withReason(MSG.bannerUpdateFailed, e)),
        },
      ),
    );

  return (
    <form
      onSubmit={submit}
      ref={formRef}
      aria-label={`Edit banner ${banner.title || MSG.noTitle}`}
      className="space-y-4 bg-emerald-50/50 p-4 sm:p-5 dark:bg-emerald-950/20"
    >
      <BannerFields
        values={form.values}
        onChange={form.setValues}
        categories={categories}
        firstRef={firstRef}
        sortPlaceholder="Unchanged"
        onUploadingChange={form.onBusyChange}
      />
      {form.error && <ErrorNote>{form.error}</ErrorNote>}
      <div className="flex justify-end gap-2">
        <button type="button" onClick={onDone} className="btn btn-outline">
          Cancel
        </button>
        <button type="submit" className="btn btn-primary" disabled={update.isPending || form.uploading}>
          {update.isPending ? 'Saving...' : form.uploading ? 'Uploading picture...' : 'Save'}
        </button>
      </div>
    </form>
  );
}
