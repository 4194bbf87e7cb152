// Variants and pack sizes on the storefront (issue 20): the chips on the product page and the
// quick view, the price and MRP they set, "from ₹X" on cards, and choosing before adding.
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { ProductGrid } from '@/components/product/product-grid';
import { packedMango, product, stubApi, variant } from '@/test/fixtures';
import { renderWithProviders } from '@/test/render';
import { ProductDetailScreen } from './product-detail-screen';

const mangoes = packedMango();
const kiwi = product({ _id: 'p2', name: 'Kiwi', price: 149, mrp: 199 });
/** Two packs at one price: no "from". */
const samePrice = product({
  _id: 'p-lemon',
  name: 'Lemons',
  price: 99,
  optionName: 'Pack',
  variants: [variant({ _id: 'l-1', label: '250 g', price: 99 }), variant({ _id: 'l-2', label: 'Organic 250 g', price: 99 })],
});

function detail(route = '/product/p-mango') {
  stubApi({
    '/api/products': [mangoes, kiwi],
    '/api/products/p-mango': { ...mangoes, images: [], category: null },
    '/api/products/p2': { ...kiwi, images: [], category: null },
  });
  return renderWithProviders(<ProductDetailScreen id={route.split('?')[0]!.split('/').pop()!} />, { route, path: '/product/:id' });
}

const storedCart = () => JSON.parse(localStorage.getItem('cart') ?? '[]') as Record<string, unknown>[];
const price = () => screen.getByRole('heading', { level: 1 }).parentElement!.parentElement!.querySelector('p.flex') as HTMLElement;

describe('variant chips on the product page', () => {
  it('names the group by the option and shows each pack with its price; a sold-out pack cannot be chosen', async () => {
    detail();
    const group = await screen.findByRole('radiogroup', { name: 'Pack' });
    const chips = within(group).getAllByRole('radio');
    expect(chips).toHaveLength(3);
    expect(within(group).getByRole('radio', { name: /6 pieces.*₹649/ })).toBeChecked();
    expect(within(group).getByRole('radio', { name: /12 pieces.*₹1,299/ })).toBeEnabled();
    const soldOut = within(group).getByRole('radio', { name: /24 pieces.*₹2,399.*Out of stock/ });
    expect(soldOut).toBeDisabled();
  });

  it('moves the price, MRP, percent off, stock note and what is added with the chosen pack', async () => {
    const user = userEvent.setup();
    const { router } = detail();
    await screen.findByRole('radiogroup', { name: 'Pack' });
    expect(price()).toHaveTextContent('₹649 MRP ₹749 13% off');
    expect(price().querySelector('del')).toHaveTextContent('₹749');

    await user.click(screen.getByRole('radio', { name: /12 pieces/ }));
    expect(screen.getByRole('radio', { name: /12 pieces/ })).toBeChecked();
    // ₹1,299 against ₹1,499: 13.34 % off, rounded down.
    expect(price()).toHaveTextContent('₹1,299 MRP ₹1,499 13% off');
    expect(screen.getByText('Only 4 left')).toBeInTheDocument();
    expect(router.state.location.search).toBe('?variant=v-12');
    expect(router.state.historyAction).toBe('REPLACE');

    await user.click(screen.getByRole('button', { name: 'Add to Cart, Alphonso Mangoes' }));
    expect(storedCart()).toMatchObject([{ _id: 'p-mango', variantId: 'v-12', variantLabel: '12 pieces', price: 1299, mrp: 1499, qty: 1 }]);
    expect(screen.getByRole('group', { name: 'Quantity of Alphonso Mangoes, 12 pieces' })).toHaveTextContent('1');

    // Another pack has its own line: its button says Add to Cart again.
    await user.click(screen.getByRole('radio', { name: /6 pieces/ }));
    await user.click(screen.getByRole('button', { name: 'Add to Cart, Alphonso Mangoes' }));
    expect(storedCart().map((line) => [line.variantId, line.qty])).toEqual([
      ['v-12', 1],
      ['v-6', 1],
    ]);
  });

  it('opens the pack a shared link names', async () => {
    detail('/product/p-mango?variant=v-12');
    await screen.findByRole('radiogroup', { name: 'Pack' });
    expect(screen.getByRole('radio', { name: /12 pieces/ })).toBeChecked();
    expect(price()).toHaveTextContent('₹1,299');
  });

  it('falls back to the first pack not sold out for an unknown id', async () => {
    const first = variant({ _id: 'x-1', label: 'Small', price: 100, stock: 0 });
    const second = variant({ _id: 'x-2', label: 'Large', price: 180, mrp: 200, stock: 9 });
    const melon = product({ _id: 'p-melon', name: 'Melon', price: 100, optionName: 'Size', variants: [first, second] });
    stubApi({ '/api/products': [melon], '/api/products/p-melon': { ...melon, images: [], category: null } });
    renderWithProviders(<ProductDetailScreen id="p-melon" />, { route: '/product/p-melon?variant=nope', path: '/product/:id' });
    const group = await screen.findByRole('radiogroup', { name: 'Size' });
    expect(within(group).getByRole('radio', { name: /Large/ })).toBeChecked();
    expect(within(group).getByRole('radio', { name: /Small/ })).toBeDisabled();
    expect(screen.getByRole('button', { name: 'Buy Now' })).toBeEnabled();
  });

  it('shows no chips for a product sold one way, and its MRP when it has one', async () => {
    detail('/product/p2');
    expect(await screen.findByRole('heading', { level: 1, name: 'Kiwi' })).toBeInTheDocument();
    expect(screen.queryByRole('radiogroup')).not.toBeInTheDocument();
    // ₹149 against ₹199: 25.1 % off.
    expect(price()).toHaveTextContent('₹149 MRP ₹199 25% off');
  });
});

describe('variants on product cards', () => {
  function grid() {
    stubApi({});
    return renderWithProviders(
      <ProductGrid
        items={[mangoes, kiwi, samePrice].map((p, i) => ({ product: p, index: i + 6 }))}
      />,
    );
  }
  const card = (name: string) => screen.getByRole('article', { name });

  it('says "from ₹X" with the lowest price when the packs differ in price, the price alone otherwise', () => {
    grid();
    expect(within(card('Alphonso Mangoes')).getByText(/from/).closest('p')).toHaveTextContent('from ₹649');
    expect(within(card('Kiwi')).queryByText(/from/)).not.toBeInTheDocument();
    expect(within(card('Kiwi')).getByText('₹149')).toBeInTheDocument();
    expect(within(card('Lemons')).queryByText(/from/)).not.toBeInTheDocument();
    expect(within(card('Lemons')).getByText('₹99')).toBeInTheDocument();
  });

  it('opens the quick view to choose instead of adding a pack by itself', async () => {
    const user = userEvent.setup();
    grid();
    await user.click(within(card('Alphonso Mangoes')).getByRole('button', { name: 'Add to Cart, Alphonso Mangoes' }));
    expect(storedCart()).toEqual([]);
    const dialog = screen.getByRole('dialog', { name: 'Alphonso Mangoes' });
    const group = within(dialog).getByRole('radiogroup', { name: 'Pack' });
    expect(within(group).getByRole('radio', { name: /6 pieces/ })).toBeChecked();
    expect(within(group).getByRole('radio', { name: /24 pieces/ })).toBeDisabled();
    await user.click(within(group).getByRole('radio', { name: /12 pieces/ }));
    expect(within(dialog).getByText('₹1,299', { selector: 'p > span' })).toBeInTheDocument();
    expect(within(dialog).getByRole('link', { name: 'View Full Details' })).toHaveAttribute('href', '/product/p-mango?variant=v-12');
    await user.click(within(dialog).getByRole('button', { name: 'Add to Cart, Alphonso Mangoes' }));
    expect(storedCart()).toMatchObject([{ variantId: 'v-12', qty: 1 }]);
  });

  it('adds a product sold one way straight from its card, as before', async () => {
    const user = userEvent.setup();
    grid();
    await user.click(within(card('Kiwi')).getByRole('button', { name: 'Add to Cart, Kiwi' }));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(within(card('Kiwi')).getByRole('group', { name: 'Quantity of Kiwi' })).toHaveTextContent('1');
    expect(storedCart()).toMatchObject([{ _id: 'p2', variantId: 'p2-v', variantLabel: '', qty: 1 }]);
  });
});
