import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { product, stubApi } from '@/test/fixtures';
import { renderWithProviders } from '@/test/render';
import { AllProductsScreen } from './all-products-screen';
import { CategoryScreen } from './category-screen';
import { ProductDetailScreen } from './product-detail-screen';
import { api, categories, hamper, kiwi, mango } from '../test/catalogue-api';

describe('category page', () => {
  it('maps the diwali slug to its title and categories', async () => {
    api();
    renderWithProviders(<CategoryScreen value="diwali" />);
    expect(screen.getByRole('heading', { name: 'Diwali Luxury Hampers' })).toBeInTheDocument();
    expect(await screen.findByRole('article', { name: 'Diwali Dry Fruit Hamper' })).toBeInTheDocument();
    expect(screen.queryByRole('article', { name: 'Kiwi' })).not.toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Back to Home' })).toHaveAttribute('href', '/');
  });

  it('shows a database category by its slug, with its name as title', async () => {
    api();
    renderWithProviders(<CategoryScreen value="exotic-fruits" />);
    expect(await screen.findByRole('heading', { name: 'Exotic Fruits' })).toBeInTheDocument();
    expect(await screen.findByRole('article', { name: 'Kiwi' })).toBeInTheDocument();
  });

  it('asks for the categories a public slug names, a page at a time', async () => {
    const user = userEvent.setup();
    const gift = { _id: 'c-gift', name: 'Fruit Gift Boxes or Combos' };
    const hampers = Array.from({ length: 26 }, (_, i) => product({ _id: `h${i}`, name: `Hamper ${i}`, categoryId: gift }));
    const fetchStub = api([mango, ...hampers]);
    renderWithProviders(<CategoryScreen value="diwali" />);
    expect(await screen.findByText('26 products')).toBeInTheDocument();
    const grid = screen.getByRole('list', { name: 'Diwali Luxury Hampers' });
    expect(within(grid).getAllByRole('article')).toHaveLength(24);
    await user.click(screen.getByRole('button', { name: 'Show more products' }));
    await waitFor(() => expect(within(grid).getAllByRole('article')).toHaveLength(26));
    const lists = fetchStub.mock.calls.map(([r]) => new URL((r as Request).url)).filter((url) => url.pathname.startsWith('/api/products'));
    expect(lists.map((url) => url.search)).toEqual(['?categoryId=c-gift&page=1&limit=24', '?categoryId=c-gift&page=2&limit=24']);
  });

  it('has an empty state naming the title', async () => {
    api([mango]);
    renderWithProviders(<CategoryScreen value="combos" />);
    expect(await screen.findByText('No products found for "Healthy Combos".')).toBeInTheDocument();
  });

  it('says so when products cannot be fetched', async () => {
    api({ status: 500, body: {} });
    renderWithProviders(<CategoryScreen value="fruits" />);
    expect(await screen.findByText('Failed to fetch products for this category')).toBeInTheDocument();
  });
});

describe('all products', () => {
  it('sorts and narrows to a category through the server', async () => {
    const fetchStub = api();
    renderWithProviders(<AllProductsScreen />, { route: '/products?category=exotic-fruits&sort=price-asc', path: '/products' });
    expect(await screen.findByText('Showing 1 of 3 products')).toBeInTheDocument();
    expect(within(await screen.findByRole('list', { name: 'All products' })).getByRole('article', { name: 'Kiwi' })).toBeInTheDocument();
    const lists = fetchStub.mock.calls.map(([r]) => new URL((r as Request).url)).filter((url) => url.pathname.startsWith('/api/products'));
    expect(lists.map((url) => url.search)).toEqual(['?categoryId=c-exotic&sort=price-asc&page=1&limit=24']);
  });
});

describe('product detail', () => {
  function detailApi(detail: unknown, status = 200, cashOnDelivery: unknown = { enabled: true, maxAmount: 5000 }) {
    return stubApi({
      '/api/config': { paymentProvider: 'sandbox', checkoutScriptUrl: '', googleClientId: null, shop: {}, cashOnDelivery },
      '/api/products': [mango, kiwi, hamper],
      '/api/categories': categories,
      '/api/products/p2/reviews': { average: null, count: 0, reviews: [] },
      [`/api/products/${(detail as { _id?: string })._id ?? 'missing'}`]: { status, body: detail },
    });
  }

  it('uses the standard layout with Product Info and Ratings tabs', async () => {
    const user = userEvent.setup();
    detailApi({
      ...kiwi,
      images: ['/a.svg', '/b.svg'],
      category: { _id: 'c-exotic', name: 'Exotic Fruits', slug: 'exotic-fruits', layout: 'standard' },
      rating: { average: 4.3, count: 12 },
    });
    renderWithProviders(<ProductDetailScreen id="p2" />, { route: '/product/p2', path: '/product/:id' });
    expect(await screen.findByRole('heading', { level: 1, name: 'Kiwi' })).toBeInTheDocument();
    // The header shows the average of approved reviews (issue 23), not a fixed rating.
    expect(screen.getByText('4.3 of 5 · 12 reviews')).toBeInTheDocument();
    for (const tile of ['COD Available', 'Express Delivery Available', 'Delivered within 24 hours']) {
      expect(await screen.findByText(tile)).toBeInTheDocument();
    }
    expect(screen.getByText('on orders up to ₹5,000.00')).toBeInTheDocument();
    expect(screen.getByRole('tab', { name: 'Product Info' })).toHaveAttribute('aria-selected', 'true');
    expect(screen.getByText('Category:')).toBeInTheDocument();
    expect(screen.getByText(/^Care:/)).toBeInTheDocument();

    // The Ratings tab loads its reviews on demand; a guest is asked to sign in to write one, and
    // comes back to this product afterwards.
    await user.click(screen.getByRole('tab', { name: 'Ratings' }));
    expect(await screen.findByText('No reviews yet.')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Sign in to review' })).toHaveAttribute('href', '/login?next=%2Fproduct%2Fp2');
  });

  it("promises no cash on delivery when the shop turned it off", async () => {
    detailApi({ ...kiwi, images: [], category: { _id: 'c-exotic', name: 'Exotic Fruits', slug: 'exotic-fruits', layout: 'standard' } }, 200, {
      enabled: false,
      maxAmount: null,
    });
    renderWithProviders(<ProductDetailScreen id="p2" />);
    expect(await screen.findByText('Pay online securely')).toBeInTheDocument();
    expect(screen.queryByText('COD Available')).toBeNull();
  });

  it('uses the gift-box layout when the category says so', async () => {
    detailApi({
      ...hamper,
      images: [],
      category: { _id: 'c-gift', name: 'Fruit Gift Boxes or Combos', slug: 'fruit-gift-boxes-or-combos', layout: 'giftBox' },
    });
    renderWithProviders(<ProductDetailScreen id="p3" />);
    expect(await screen.findByText('14in x 14in inches approx.')).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'Contents' })).toBeInTheDocument();
    expect(screen.queryByRole('tab', { name: 'Product Info' })).not.toBeInTheDocument();
  });

  it('adds and goes to the cart on Buy Now', async () => {
    const user = userEvent.setup();
    detailApi({ ...mango, images: [], category: null });
    const { router } = renderWithProviders(<ProductDetailScreen id="p1" />);
    await user.click(await screen.findByRole('button', { name: 'Buy Now' }));
    expect(router.state.location.pathname).toBe('/cart');
    expect(JSON.parse(localStorage.getItem('cart') ?? '[]')).toMatchObject([{ _id: 'p1', qty: 1 }]);
  });

  it('shows up to six other products', async () => {
    detailApi({ ...mango, images: [], category: null });
    renderWithProviders(<ProductDetailScreen id="p1" />);
    const related = await screen.findByRole('list', { name: 'Other products' });
    expect(within(related).getAllByRole('article')).toHaveLength(2);
    expect(within(related).queryByRole('article', { name: 'Alphonso Mango' })).not.toBeInTheDocument();
  });

  it('says Product not found. for an unknown id, with a way home', async () => {
    stubApi({ '/api/products': [] });
    renderWithProviders(<ProductDetailScreen id="nope" />);
    expect(await screen.findByText('Product not found.')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Go back to Home' })).toHaveAttribute('href', '/');
  });

  it('says so when the product cannot be fetched', async () => {
    stubApi({ '/api/products/p9': { status: 500, body: {} } });
    renderWithProviders(<ProductDetailScreen id="p9" />);
    expect(await screen.findByText('Failed to fetch product details. Please try again.')).toBeInTheDocument();
  });
});
