// The home page's grid, a page at a time, its filters and states.

import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { product } from '@/test/fixtures';
import { renderWithProviders } from '@/test/render';
import { HomeScreen } from './home-screen';
import { api } from '../test/catalogue-api';

/** The query strings of the product list calls. */
const pageCalls = (fetchStub: ReturnType<typeof api>) =>
  fetchStub.mock.calls
    .map(([input]) => new URL((input as Request).url))
    .filter((url) => url.pathname.startsWith('/api/products'))
    .map((url) => `${url.pathname}${url.search}`);

describe('home', () => {
  it('shows the products with the count text', async () => {
    api();
    renderWithProviders(<HomeScreen />);
    expect(screen.getByText('Loading products...')).toBeInTheDocument();
    expect(await screen.findByText('Showing 3 of 3 products')).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'Our Fresh Products' })).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'Why choose us' })).toBeInTheDocument();
  });

  it('filters by price and offers Clear All Filters when nothing matches', async () => {
    const user = userEvent.setup();
    api();
    renderWithProviders(<HomeScreen />);
    await screen.findByText('Showing 3 of 3 products');
    await user.type(screen.getByLabelText('Max price (₹)'), '899');
    expect(await screen.findByText('Showing 2 of 3 products')).toBeInTheDocument();
    await user.type(screen.getByLabelText('Min price (₹)'), '5000');
    expect(await screen.findByText('No products match your filters')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Clear All Filters' }));
    expect(await screen.findByText('Showing 3 of 3 products')).toBeInTheDocument();
  });

  it('says so when the product list is not an array', async () => {
    api({ products: [] });
    renderWithProviders(<HomeScreen />);
    expect(await screen.findByText('Unexpected products format')).toBeInTheDocument();
  });

  it('says so when products cannot be fetched', async () => {
    api({ status: 500, body: { message: 'boom' } });
    renderWithProviders(<HomeScreen />);
    expect(await screen.findByText('Failed to fetch products')).toBeInTheDocument();
  });

  it('applies a category from the address, clears it from the address, and keeps a chip', async () => {
    const user = userEvent.setup();
    api();
    const { router } = renderWithProviders(<HomeScreen />, { route: '/?category=fruit-gift-boxes-or-combos' });
    expect(await screen.findByText('Showing 1 of 3 products')).toBeInTheDocument();
    await waitFor(() => expect(router.state.location.search).toBe(''));
    expect(screen.getByText(/Category: Fruit Gift Boxes or Combos/)).toBeInTheDocument();
    expect(screen.getByText('Showing 1 of 3 products')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Clear category filter' }));
    expect(await screen.findByText('Showing 3 of 3 products')).toBeInTheDocument();
  });

  it('applies a category slug passed in navigation state', async () => {
    api();
    const { router } = renderWithProviders(<HomeScreen />, { route: '/elsewhere', path: '/' });
    await act(() => router.navigate('/', { state: { categorySlug: 'exotic-fruits' } }));
    expect(await screen.findByText('Showing 1 of 3 products')).toBeInTheDocument();
    await waitFor(() => expect(router.state.location.state).toBeNull());
    expect(screen.getByText(/Category: Exotic Fruits/)).toBeInTheDocument();
  });

  it('asks the server for one page at a time and never for the whole list', async () => {
    const user = userEvent.setup();
    const shop = Array.from({ length: 30 }, (_, i) => product({ _id: `p${i}`, name: `Fruit ${i}`, price: 100 + i }));
    const fetchStub = api(shop);
    renderWithProviders(<HomeScreen />);
    expect(await screen.findByText('Showing 30 of 30 products')).toBeInTheDocument();
    // The cards are drawn a moment after the count (in a transition).
    const grid = await screen.findByRole('list', { name: 'Products' });
    expect(within(grid).getAllByRole('article')).toHaveLength(24);
    await user.click(screen.getByRole('button', { name: 'Show more products' }));
    expect(await screen.findByText('Showing 30 of 30 products')).toBeInTheDocument();
    await waitFor(() => expect(within(grid).getAllByRole('article')).toHaveLength(30));
    expect(screen.queryByRole('button', { name: 'Show more products' })).not.toBeInTheDocument();
    expect(pageCalls(fetchStub)).toEqual(['/api/products/page?page=1&limit=24', '/api/products/page?page=2&limit=24']);
  });

  it('sends valid price bounds, the favourites and the category ids of a public slug', async () => {
    const user = userEvent.setup();
    localStorage.setItem('favourites', JSON.stringify(['p2']));
    const fetchStub = api();
    renderWithProviders(<HomeScreen />, { route: '/?category=combos' });
    expect(await screen.findByText('Showing 1 of 3 products')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Clear category filter' }));
    await user.type(screen.getByLabelText('Min price (₹)'), '-5');
    await user.type(screen.getByLabelText('Max price (₹)'), '150');
    await user.click(screen.getByText('Favourites only'));
    expect(await screen.findByRole('article', { name: 'Kiwi' })).toBeInTheDocument();
    expect(await screen.findByText('Showing 1 of 3 products')).toBeInTheDocument();
    const calls = pageCalls(fetchStub);
    expect(calls[0]).toBe('/api/products/page?categoryId=c-gift&page=1&limit=24');
    expect(calls.at(-1)).toBe('/api/products/page?ids=p2&maxPrice=150&page=1&limit=24');
    expect(calls).not.toContain('/api/products');
  });

  it('shows the empty state for favourites only without favourites, without asking', async () => {
    const user = userEvent.setup();
    const fetchStub = api();
    renderWithProviders(<HomeScreen />);
    await screen.findByText('Showing 3 of 3 products');
    const before = pageCalls(fetchStub).length;
    await user.click(screen.getByText('Favourites only'));
    expect(await screen.findByText('No products match your filters')).toBeInTheDocument();
    expect(screen.getByText('Showing 0 of 3 products')).toBeInTheDocument();
    expect(pageCalls(fetchStub)).toHaveLength(before);
  });
});
