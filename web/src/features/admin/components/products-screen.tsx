// Products (SPEC §2 Product list): search by name (debounced), category filter, table and actions.
import { Pencil, Plus, Trash2 } from 'lucide-react';
import { useState } from 'react';
import { Link } from 'react-router';
import { ShowMoreButton } from '@/components/ui/show-more-button';
import { SearchField, SelectField } from '@/components/ui/text-field';
import { toast } from '@/lib/toast';
import { useDeleteProduct } from '../api/delete-product';
import { useAdminCategories } from '../api/get-admin-categories';
import { useAdminProducts, type AdminProduct } from '../api/get-admin-products';
import { useDebouncedValue } from '@/lib/use-debounced-value';
import { MSG } from '../lib/messages';
import { hiddenBadge, priceRangeText, stockText, stockTone, totalStock, variantStockNotes } from '../lib/product-stock';
import { dangerIconButtonClass, EmptyNote, ErrorNote, iconButtonClass, ImagePreview, Loading, PageHeader, tableHeadClass } from './admin-ui';

function categoryName(product: AdminProduct): string {
  return product.categoryId?.name ?? product.category?.name ?? 'N/A';
}

const toneClass = {
  out: 'font-semibold text-red-700 dark:text-red-300',
  low: 'font-semibold text-amber-800 dark:text-amber-300',
  ok: 'text-stone-700 dark:text-stone-300',
};

/**
 * The units in the crate and held by unpaid orders (over all variants), then each variant that
 * runs low or out.
 */
function StockCell({ product }: { product: AdminProduct }) {
  const total = totalStock(product);
  const notes = variantStockNotes(product);
  return (
    <>
      <span className={`whitespace-nowrap ${toneClass[stockTone(total)]}`}>{stockText(total)}</span>
      {notes.length > 0 && (
        <span className="block">
          {notes.map((note) => (
            <span key={note.key} className={`block whitespace-nowrap text-xs ${toneClass[note.tone]}`}>
              {note.text}
            </span>
          ))}
        </span>
      )}
    </>
  );
}

/** Shown when customers cannot see the product (its own switch, or its category's). */
function HiddenBadge({ product }: { product: AdminProduct }) {
  const text = hiddenBadge(product);
  if (!text) return null;
  return (
    <span
      title={product.active === false ? 'Hidden from the shop' : 'Hidden from the shop: its category is inactive'}
      className="ml-2 inline-flex items-center rounded-full bg-stone-100 px-2 py-0.5 align-middle text-xs font-bold text-stone-700 ring-1 ring-stone-400/40 ring-inset dark:bg-stone-800 dark:text-stone-300 dark:ring-stone-600"
    >
      {text}
    </span>
  );
}

export function ProductsScreen() {
  const [search, setSearch] = useState('');
  const [categoryId, setCategoryId] = useState('');
  const debouncedSearch = useDebouncedValue(search);
  const products = useAdminProducts({ search: debouncedSearch, categoryId });
  const rows = products.data?.pages.flatMap((page) => page.items) ?? [];
  const categories = useAdminCategories();
  const remove = useDeleteProduct();
  const [deleteError, setDeleteError] = useState<string | null>(null);

  const onDelete = (product: AdminProduct) => {
    if (!window.confirm(MSG.productDeleteConfirm)) return;
    setDeleteError(null);
    remove.mutate(product._id, {
      onSuccess: () => toast.success(`"${product.name}" deleted`),
      onError: () => setDeleteError(MSG.productDeleteFailed),
    });
  };

  return (
    <>
      <PageHeader
        title="Products"
        description="Everything on sale in the shop."
        actions={
          <Link to="/admin/products/new" className="btn btn-primary">
            <Plus aria-hidden="true" className="size-4" />
            Add Product
          </Link>
        }
      />

      <div role="search" className="card mb-4 grid gap-3 p-4 sm:grid-cols-[1fr_16rem]">
        <SearchField dense label="Search by name" value={search} onChange={(e) => setSearch(e.target.value)} placeholder="e.g. mango" />
        <SelectField dense label="Category" value={categoryId} onChange={(e) => setCategoryId(e.target.value)}>
          <option value="">All Categories</option>
          {(categories.data ?? []).map((c) => (
            <option key={c._id} value={c._id}>
              {c.name}
            </option>
          ))}
        </SelectField>
      </div>

      {deleteError && <ErrorNote className="mb-4">{deleteError}</ErrorNote>}

      {products.isPending ? (
        <Loading label="Loading products..." />
      ) : products.isError ? (
        <ErrorNote>{MSG.productsFailed}</ErrorNote>
      ) : rows.length === 0 ? (
        <EmptyNote>{MSG.productsEmpty}</EmptyNote>
      ) : (
        <div className={`card relative overflow-x-auto transition-opacity ${products.isPlaceholderData ? 'opacity-60' : ''}`}>
          <table className="w-full text-sm">
            <caption className="sr-only">Products</caption>
            <thead className="border-b border-stone-200 bg-stone-50 dark:border-stone-800 dark:bg-stone-900/60">
              <tr>
                <th scope="col" className={tableHeadClass}>
                  Name
                </th>
                <th scope="col" className={`${tableHeadClass} hidden sm:table-cell`}>
                  Category
                </th>
                <th scope="col" className={`${tableHeadClass} text-right`}>
                  Price (₹)
                </th>
                <th scope="col" className={`${tableHeadClass} hidden md:table-cell`}>
                  Stock
                </th>
                <th scope="col" className={`${tableHeadClass} text-right`}>
                  Actions
                </th>
              </tr>
            </thead>
            <tbody className="divide-y divide-stone-100 dark:divide-stone-800">
              {rows.map((product) => (
                <tr key={product._id} className="hover:bg-stone-50 dark:hover:bg-stone-800/40">
                  <th scope="row" className="py-2.5 pr-2 pl-3 text-left font-semibold sm:px-4">
                    <span className="flex items-center gap-3">
                      <ImagePreview src={product.image ?? product.images[0] ?? ''} className="size-10" />
                      <span>
                        {product.name}
                        <HiddenBadge product={product} />
                        <span className="block text-xs font-normal text-stone-600 sm:hidden dark:text-stone-400">{categoryName(product)}</span>
                        <span className="block text-xs font-normal md:hidden">
                          <StockCell product={product} />
                        </span>
                      </span>
                    </span>
                  </th>
                  <td className="hidden px-4 py-2.5 text-stone-700 sm:table-cell dark:text-stone-300">{categoryName(product)}</td>
                  <td className="px-2 py-2.5 text-right font-semibold tabular-nums sm:px-4">{priceRangeText(product)}</td>
                  <td className="hidden px-4 py-2.5 tabular-nums md:table-cell">
                    <StockCell product={product} />
                  </td>
                  <td className="py-2.5 pr-2 pl-1 sm:px-4">
                    <div className="flex justify-end gap-0.5 sm:gap-1">
                      <Link
                        to={`/admin/products/edit/${product._id}`}
                        className={iconButtonClass}
                        aria-label={`Edit ${product.name}`}
                        title="Edit"
                      >
                        <Pencil aria-hidden="true" className="size-4" />
                      </Link>
                      <button
                        type="button"
                        onClick={() => onDelete(product)}
                        disabled={remove.isPending && remove.variables === product._id}
                        className={dangerIconButtonClass}
                        aria-label={`Delete ${product.name}`}
                        title="Delete"
                      >
                        <Trash2 aria-hidden="true" className="size-4" />
                      </button>
                    </div>
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
          <ShowMoreButton list={products} label="Show more products" className="border-t border-stone-100 p-3 dark:border-stone-800" />
          {products.isFetchNextPageError && <ErrorNote className="m-3">{MSG.productsFailed}</ErrorNote>}
        </div>
      )}
    </>
  );
}
