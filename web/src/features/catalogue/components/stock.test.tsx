// Stock on the storefront (issue 10): the card, quick view and product page say how many are left
// and never let the cart go past them.
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { product, stubApi } from '@/test/fixtures';
import { renderWithProviders } from '@/test/render';
import { ProductDetailScreen } from './product-detail-screen';
import { ProductGrid } from '@/components/product/product-grid';

const dragon = product({ _id: 'p-dragon', name: 'Dragon Fruit', stock: 2 });
const cherries = product({ _id: 'p-cherries', name: 'Kashmiri Cherries', stock: 0 });
const jamun = product({ _id: 'p-jamun', name: 'Jamun', stock: 40 });
const mango = product({ _id: 'p-mango', name: 'Alphonso Mango', stock: null });

function renderGrid() {
  return renderWithProviders(
    <ProductGrid items={[dragon, cherries, jamun, mango].map((p, i) => ({ product: p, index: i + 4 }))} />,
  );
}

const card = (name: string) => screen.getByRole('article', { name });

describe('stock on product cards', () => {
  it('says "Only N left" under 5 units and "Out of stock" at 0, and nothing for plenty or uncounted', () => {
    renderGrid();
    expect(within(card('Dragon Fruit')).getByText('Only 2 left')).toBeInTheDocument();
    expect(within(card('Kashmiri Cherries')).getByText('Out of stock')).toBeInTheDocument();
    for (const name of ['Jamun', 'Alphonso Mango']) {
      expect(within(card(name)).queryByText(/left|Out of stock/)).not.toBeInTheDocument();
    }
  });

  it('disables Add to Cart for a sold-out product, and adding it does nothing', async () => {
    const user = userEvent.setup();
    renderGrid();
    const add = within(card('Kashmiri Cherries')).getByRole('button', { name: 'Add to Cart, Kashmiri Cherries' });
    expect(add).toBeDisabled();
    await user.click(add);
    expect(JSON.parse(localStorage.getItem('cart') ?? '[]')).toEqual([]);
    expect(within(card('Jamun')).getByRole('button', { name: 'Add to Cart, Jamun' })).toBeEnabled();
  });

  it('stops the quantity stepper at the units left', async () => {
    const user = userEvent.setup();
    renderGrid();
    const dragonCard = card('Dragon Fruit');
    await user.click(within(dragonCard).getByRole('button', { name: 'Add to Cart, Dragon Fruit' }));
    const increase = within(dragonCard).getByRole('button', { name: 'Increase quantity of Dragon Fruit' });
    expect(increase).toBeEnabled();
    await user.click(increase);
    expect(within(dragonCard).getByRole('group', { name: 'Quantity of Dragon Fruit' })).toHaveTextContent('2');
    expect(increase).toBeDisabled();
    await user.click(increase);
    expect(JSON.parse(localStorage.getItem('cart') ?? '[]')).toMatchObject([{ _id: 'p-dragon', qty: 2, stock: 2 }]);
    // Uncounted products are not limited.
    await user.click(within(card('Alphonso Mango')).getByRole('button', { name: 'Add to Cart, Alphonso Mango' }));
    expect(within(card('Alphonso Mango')).getByRole('button', { name: 'Increase quantity of Alphonso Mango' })).toBeEnabled();
  });

  it('shows the same label and disabled button in the quick view', async () => {
    const user = userEvent.setup();
    renderGrid();
    await user.click(screen.getByRole('button', { name: 'Quick view, Kashmiri Cherries' }));
    const dialog = screen.getByRole('dialog', { name: 'Kashmiri Cherries' });
    expect(within(dialog).getByText('Out of stock')).toBeInTheDocument();
    expect(within(dialog).getByRole('button', { name: 'Add to Cart, Kashmiri Cherries' })).toBeDisabled();
    await user.click(within(dialog).getByRole('button', { name: 'Close' }));

    await user.click(screen.getByRole('button', { name: 'Quick view, Dragon Fruit' }));
    const low = screen.getByRole('dialog', { name: 'Dragon Fruit' });
    expect(within(low).getByText('Only 2 left')).toBeInTheDocument();
    expect(within(low).getByRole('button', { name: 'Add to Cart, Dragon Fruit' })).toBeEnabled();
  });
});

describe('stock on the product page', () => {
  function detail(p: ReturnType<typeof product>) {
    stubApi({
      '/api/products': [dragon, cherries, jamun],
      [`/api/products/${p._id}`]: { ...p, images: [], category: null },
    });
    return renderWithProviders(<ProductDetailScreen id={p._id} />);
  }

  it('says "Out of stock" and disables Add to Cart and Buy Now', async () => {
    const user = userEvent.setup();
    const { router } = detail(cherries);
    const buyNow = await screen.findByRole('button', { name: 'Buy Now' });
    expect(screen.getByText('Out of stock')).toBeInTheDocument();
    expect(buyNow).toBeDisabled();
    expect(screen.getByRole('button', { name: 'Add to Cart, Kashmiri Cherries' })).toBeDisabled();
    await user.click(buyNow);
    expect(router.state.location.pathname).toBe('/');
    expect(JSON.parse(localStorage.getItem('cart') ?? '[]')).toEqual([]);
  });

  it('says "Only N left" and stops the stepper there', async () => {
    const user = userEvent.setup();
    detail(dragon);
    await user.click(await screen.findByRole('button', { name: 'Add to Cart, Dragon Fruit' }));
    const main = screen.getByRole('heading', { level: 1, name: 'Dragon Fruit' }).parentElement?.parentElement as HTMLElement;
    expect(within(main).getByText('Only 2 left')).toBeInTheDocument();
    const increase = within(main).getByRole('button', { name: 'Increase quantity of Dragon Fruit' });
    await user.click(increase);
    expect(increase).toBeDisabled();
    expect(within(main).getByRole('button', { name: 'Buy Now' })).toBeEnabled();
  });
});
