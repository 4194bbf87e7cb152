// The home page's grid, filters and states.

import { act, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderWithProviders } from '@/test/render';
import { HomeScreen } from './home-screen';
import { api } from '../test/catalogue-api';

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
    expect(screen.getByText('Showing 2 of 3 products')).toBeInTheDocument();
    await user.type(screen.getByLabelText('Min price (₹)'), '5000');
    expect(screen.getByText('No products match your filters')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Clear All Filters' }));
    expect(screen.getByText('Showing 3 of 3 products')).toBeInTheDocument();
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
    expect(screen.getByText('Showing 3 of 3 products')).toBeInTheDocument();
  });

  it('applies a category slug passed in navigation state', async () => {
    api();
    const { router } = renderWithProviders(<HomeScreen />, { route: '/elsewhere', path: '/' });
    await act(() => router.navigate('/', { state: { categorySlug: 'exotic-fruits' } }));
    expect(await screen.findByText('Showing 1 of 3 products')).toBeInTheDocument();
    await waitFor(() => expect(router.state.location.state).toBeNull());
    expect(screen.getByText(/Category: Exotic Fruits/)).toBeInTheDocument();
  });
});
