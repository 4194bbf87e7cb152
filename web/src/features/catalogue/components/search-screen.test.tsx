// The search results page: the matches with their count, categories, filters and sort; the empty
// state; the page without a query.
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderWithProviders } from '@/test/render';
import { SearchScreen } from './search-screen';
import { api, categories, hamper, kiwi, mango } from '../test/catalogue-api';

/** The search's answer; the paged list holds the matches best first (the server keeps that order). */
function searchApi(results: unknown) {
  return api([hamper, mango, kiwi], { '/api/search': results });
}

const names = (list: HTMLElement) => within(list).getAllByRole('article').map((card) => card.getAttribute('aria-label'));

describe('search results page', () => {
  it('lists the matches best first with their count and categories, under the filters and sort', async () => {
    const user = userEvent.setup();
    const fetchStub = searchApi({ query: 'fruit', products: [hamper, mango, kiwi], total: 3, categories: [categories[1]] });
    renderWithProviders(<SearchScreen />, { route: '/search?q=fruit', path: '/search' });

    expect(screen.getByRole('heading', { level: 1, name: 'Search results for “fruit”' })).toBeInTheDocument();
    const list = await screen.findByRole('list', { name: 'Search results' });
    expect(names(list)).toEqual(['Diwali Dry Fruit Hamper', 'Alphonso Mango', 'Kiwi']);
    expect(screen.getByText('3 products')).toBeInTheDocument();
    expect(document.title).toBe('Search: fruit · Tokri');
    const searches = fetchStub.mock.calls.map(([r]) => new URL((r as Request).url)).filter((url) => url.pathname === '/api/search');
    expect(searches.map((url) => url.search)).toEqual(['?q=fruit&limit=6']);
    const pages = fetchStub.mock.calls.map(([r]) => new URL((r as Request).url)).filter((url) => url.pathname.startsWith('/api/products'));
    expect(pages.map((url) => `${url.pathname}${url.search}`)).toEqual(['/api/products/page?q=fruit&page=1&limit=24']);
    expect(within(screen.getByRole('list', { name: 'Matching categories' })).getByRole('link', { name: 'Exotic Fruits' })).toHaveAttribute(
      'href',
      '/category/exotic-fruits',
    );
    // The box shows the query.
    expect(screen.getByRole('combobox', { name: 'Search products' })).toHaveValue('fruit');

    await user.selectOptions(screen.getByLabelText('Sort'), 'Price: low to high');
    await waitFor(() =>
      expect(names(screen.getByRole('list', { name: 'Search results' }))).toEqual(['Kiwi', 'Alphonso Mango', 'Diwali Dry Fruit Hamper']),
    );

    await user.type(screen.getByLabelText('Max price (₹)'), '1000');
    await waitFor(() => expect(names(screen.getByRole('list', { name: 'Search results' }))).toEqual(['Kiwi', 'Alphonso Mango']));
    expect(screen.getByText('Showing 2 of 3 products')).toBeInTheDocument();

    await user.clear(screen.getByLabelText('Max price (₹)'));
    await user.type(screen.getByLabelText('Min price (₹)'), '5000');
    await user.click(await screen.findByRole('button', { name: 'Clear All Filters' }));
    await waitFor(() =>
      expect(names(screen.getByRole('list', { name: 'Search results' }))).toEqual(['Diwali Dry Fruit Hamper', 'Alphonso Mango', 'Kiwi']),
    );
  });

  it('has a friendly empty state leading to all products', async () => {
    searchApi({ query: 'xyz', products: [], total: 0, categories: [] });
    renderWithProviders(<SearchScreen />, { route: '/search?q=xyz', path: '/search' });
    expect(await screen.findByText('No products match “xyz”.')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'See all products' })).toHaveAttribute('href', '/products');
    expect(screen.queryByRole('form', { name: 'Filter products' })).not.toBeInTheDocument();
  });

  it('waits with the box focused when there is no query', () => {
    const fetchStub = searchApi({ query: '', products: [], total: 0, categories: [] });
    renderWithProviders(<SearchScreen />, { route: '/search', path: '/search' });
    expect(screen.getByRole('heading', { level: 1, name: 'Search' })).toBeInTheDocument();
    expect(screen.getByRole('combobox', { name: 'Search products' })).toHaveFocus();
    expect(document.title).toBe('Search · Tokri');
    expect(fetchStub.mock.calls.some(([r]) => String((r as Request).url).includes('/api/search'))).toBe(false);
  });
});
