// The automatic offers (issue 21) on the product page: every offer for the shop, the product's
// category or the product itself shows as a badge over its pictures.
import { screen, within } from '@testing-library/react';
import { product, stubApi } from '@/test/fixtures';
import { renderWithProviders } from '@/test/render';
import { ProductDetailScreen } from './product-detail-screen';

const mango = product({ _id: 'p-mango', name: 'Alphonso Mango', categoryId: { _id: 'c-tropical', name: 'Tropical Fruits' } });

function offer(_id: string, title: string, scope: 'all' | 'categories' | 'products', targets: string[]) {
  return { _id, title, kind: 'percent', percent: 10, amount: null, maxDiscount: null, minSubtotal: null, endsAt: null, scope, targets };
}

describe('offers on the product page', () => {
  it('shows a badge for each offer that applies to the product, none for the others', async () => {
    stubApi({
      '/api/products': [mango],
      [`/api/products/${mango._id}`]: { ...mango, images: [], category: { _id: 'c-tropical', name: 'Tropical Fruits', slug: 'tropical', layout: 'standard' } },
      '/api/offers': [
        offer('o1', 'Tropical week: 10% off', 'categories', ['c-tropical']),
        offer('o2', 'Kiwi ₹20 off', 'products', ['p-kiwi']),
        offer('o3', 'Mango mania: 15% off', 'products', ['p-mango']),
      ],
    });
    renderWithProviders(<ProductDetailScreen id={mango._id} />);
    await screen.findByRole('heading', { level: 1, name: 'Alphonso Mango' });
    const [offers] = await screen.findAllByRole('list', { name: 'Offers' });
    expect(within(offers!).getAllByTestId('offer-badge').map((badge) => badge.textContent)).toEqual([
      'Offer: Tropical week: 10% off',
      'Offer: Mango mania: 15% off',
    ]);
    expect(screen.queryByText('Kiwi ₹20 off')).not.toBeInTheDocument();
  });
});
