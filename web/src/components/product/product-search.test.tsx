// The product search box: suggestions as the customer types, the keyboard of an ARIA combobox,
// tapping a suggestion and the empty state.
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { category, packedMango, product, stubApi } from '@/test/fixtures';
import { renderWithProviders } from '@/test/render';
import { ProductSearch } from './product-search';

const mango = product();
const mangoes = packedMango();
const tropical = category();

function searchApi(body: unknown) {
  return stubApi({ '/api/search': body });
}

const found = { query: 'mango', products: [mango, mangoes], total: 2, categories: [tropical] };

function renderBox() {
  return renderWithProviders(<ProductSearch />, {
    extraRoutes: [
      { path: '/search', element: <h1>Results page</h1> },
      { path: '/product/:id', element: <h1>Product page</h1> },
      { path: '/category/:slug', element: <h1>Category page</h1> },
    ],
  });
}

const box = () => screen.getByRole('combobox', { name: 'Search products' });

describe('product search box', () => {
  it('suggests products with picture, name and price, and the matching categories, from two characters', async () => {
    const user = userEvent.setup();
    const fetchStub = searchApi(found);
    renderBox();
    await user.type(box(), 'm');
    expect(box()).toHaveAttribute('aria-expanded', 'false');
    await user.type(box(), 'an');
    await screen.findAllByRole('option');
    const list = screen.getByRole('listbox', { name: 'Suggestions' });
    expect(box()).toHaveAttribute('aria-expanded', 'true');
    expect(box()).toHaveAttribute('aria-controls', list.id);
    const options = within(list).getAllByRole('option');
    expect(options.map((o) => o.textContent)).toEqual([
      'Alphonso Mango₹899',
      'Alphonso Mangoesfrom ₹649',
      'in Tropical Fruits',
      'See all 2 results for “man”',
    ]);
    expect(options[0]?.querySelector('img')).not.toBeNull();
    // Asked for once typing paused, six at most.
    const url = new URL(String((fetchStub.mock.calls.at(-1)?.[0] as Request).url));
    expect(url.searchParams.get('q')).toBe('man');
    expect(url.searchParams.get('limit')).toBe('6');
  });

  it('moves with the arrow keys and opens the highlighted suggestion on Enter', async () => {
    const user = userEvent.setup();
    searchApi(found);
    const { router } = renderBox();
    await user.type(box(), 'mango');
    await screen.findAllByRole('option');
    expect(box()).not.toHaveAttribute('aria-activedescendant');

    await user.keyboard('{ArrowDown}');
    const options = screen.getAllByRole('option');
    expect(box()).toHaveAttribute('aria-activedescendant', options[0]?.id);
    expect(options[0]).toHaveAttribute('aria-selected', 'true');
    await user.keyboard('{ArrowDown}{ArrowDown}');
    expect(box()).toHaveAttribute('aria-activedescendant', options[2]?.id);
    await user.keyboard('{ArrowUp}');
    expect(box()).toHaveAttribute('aria-activedescendant', options[1]?.id);
    // Up from the first wraps to the last.
    await user.keyboard('{ArrowUp}{ArrowUp}');
    expect(box()).toHaveAttribute('aria-activedescendant', options[3]?.id);
    await user.keyboard('{ArrowDown}{ArrowDown}{Enter}');
    expect(router.state.location.pathname).toBe('/product/p-mango');
  });

  it('goes to the results page on Enter with nothing highlighted, and closes on Escape', async () => {
    const user = userEvent.setup();
    searchApi(found);
    const { router } = renderBox();
    await user.type(box(), 'mango');
    await screen.findAllByRole('option');
    await user.keyboard('{ArrowDown}{Escape}');
    expect(box()).toHaveAttribute('aria-expanded', 'false');
    expect(box()).not.toHaveAttribute('aria-activedescendant');
    expect(box()).toHaveValue('mango');
    await user.keyboard('{Enter}');
    expect(router.state.location.pathname).toBe('/search');
    expect(router.state.location.search).toBe('?q=mango');
  });

  it('opens a product when one is tapped', async () => {
    const user = userEvent.setup();
    searchApi(found);
    const { router } = renderBox();
    await user.type(box(), 'mango');
    await user.click(await screen.findByRole('option', { name: /^Alphonso Mango ?₹899$/ }));
    expect(router.state.location.pathname).toBe('/product/p1');
  });

  it('opens a category page from its "in …" row', async () => {
    const user = userEvent.setup();
    searchApi(found);
    const { router } = renderBox();
    await user.type(box(), 'trop');
    await user.click(await screen.findByRole('option', { name: 'in Tropical Fruits' }));
    expect(router.state.location.pathname).toBe('/category/tropical-fruits');
  });

  it('says so when no product matches', async () => {
    const user = userEvent.setup();
    searchApi({ query: 'xyz', products: [], total: 0, categories: [] });
    renderBox();
    await user.type(box(), 'xyz');
    expect(await screen.findByText('No products match “xyz”.')).toBeVisible();
    expect(box()).toHaveAttribute('aria-expanded', 'false');
    await waitFor(() => expect(screen.queryByRole('option')).not.toBeInTheDocument());
  });
});
