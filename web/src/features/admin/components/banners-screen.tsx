// Banners (SPEC §2 Banners): a create form and the list, whose rows switch to an inline edit one at
// a time. The category list only feeds the optional Category choice: failing to load it is silent.
import { useState } from 'react';
import { toast } from '@/lib/toast';
import { useDeleteBanner } from '../api/delete-banner';
import { useAdminBanners } from '../api/get-admin-banners';
import { useAdminCategories } from '../api/get-admin-categories';
import type { AdminBanner } from '../lib/banner-form';
import { MSG } from '../lib/messages';
import { EmptyNote, ErrorNote, Loading, PageHeader } from './admin-ui';
import { CreateBannerForm } from './banner-forms';
import { BannerRow } from './banner-row';

export function BannersScreen() {
  const banners = useAdminBanners();
  const categoriesQuery = useAdminCategories();
  // Silent on failure (SPEC §8): the Category choice then offers none.
  const categories = categoriesQuery.data ?? [];
  const remove = useDeleteBanner();
  const [editingId, setEditingId] = useState<string | null>(null);
  const [listError, setListError] = useState<string | null>(null);

  const onDelete = (banner: AdminBanner) => {
    if (!window.confirm(MSG.bannerDeleteConfirm)) return;
    setListError(null);
    const id = banner._id;
    remove.mutate(id, {
      onSuccess: () => {
        if (editingId === id) setEditingId(null);
        toast.success('Banner deleted');
      },
      onError: () => setListError(MSG.bannerDeleteFailed),
    });
  };

  return (
    <>
      <PageHeader title="Banners" description="The home page carousel. Only active banners inside their window are shown." />
      <div className="space-y-6">
        <CreateBannerForm categories={categories} />
        <section aria-labelledby="banner-list" className="card overflow-hidden">
          <div className="flex items-center justify-between gap-2 border-b border-stone-200 px-5 py-4 dark:border-stone-800">
            <h2 id="banner-list" className="font-display text-lg font-bold">
              All banners
            </h2>
            {banners.data && (
              <span className="text-sm text-stone-600 dark:text-stone-400">
                {banners.data.length === 1 ? '1 banner' : `${banners.data.length} banners`}
              </span>
            )}
          </div>
          {listError && (
            <div className="px-5 pt-4">
              <ErrorNote>{listError}</ErrorNote>
            </div>
          )}
          {banners.isPending ? (
            <div className="px-5">
              <Loading label="Loading banners..." />
            </div>
          ) : banners.isError ? (
            <div className="p-5">
              <ErrorNote>{MSG.bannersFetchFailed}</ErrorNote>
            </div>
          ) : banners.data.length === 0 ? (
            <div className="p-5">
              <EmptyNote>No banners yet. Create the first one above.</EmptyNote>
            </div>
          ) : (
            <ul aria-labelledby="banner-list" className="divide-y divide-stone-200 dark:divide-stone-800">
              {banners.data.map((banner) => {
                const id = banner._id;
                return (
                  <BannerRow
                    key={id}
                    banner={banner}
                    categories={categories}
                    editing={editingId === id}
                    onEdit={() => setEditingId(id)}
                    onDone={() => setEditingId(null)}
                    onDelete={() => onDelete(banner)}
                    deleting={remove.isPending && remove.variables === id}
                  />
                );
              })}
            </ul>
          )}
        </section>
      </div>
    </>
  );
}
