import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { product, stubApi, variant } from '@/test/fixtures';
import { renderWithProviders } from '@/test/render';
import { ProductGrid } from './product-grid';

const mango = product();
const noImage = product({ _id: 'p2', name: 'Jamun', image: null, price: 149.5 });

function renderGrid() {
  return renderWithProviders(
    <ProductGrid
      items={[
        { product: mango, index: 0 },
        { product: noImage, index: 4 },
      ]}
    />,
  );
}

describe('product card', () => {
  it('shows name, description, ₹ price and the positional badges', () => {
    renderGrid();
    const card = screen.getByRole('article', { name: 'Alphonso Mango' });
    expect(within(card).getByText('The king of mangoes.')).toBeInTheDocument();
    expect(within(card).getByText('₹899')).toBeInTheDocument();
    expect(within(card).getByText('New')).toBeInTheDocument();
    expect(within(card).getByText('Best Seller')).toBeInTheDocument();
    const other = screen.getByRole('article', { name: 'Jamun' });
    expect(within(other).queryByText('New')).not.toBeInTheDocument();
    expect(within(other).getByText('₹149.50')).toBeInTheDocument();
  });

  it('falls back to the stock fruit picture when a product has none', () => {
    const { container } = renderGrid();
    const images = [...container.querySelectorAll('img')].map((img) => img.getAttribute('src'));
    expect(images).toContain('/images/default-fruit.svg');
    for (const img of container.querySelectorAll('img')) {
      expect(img).toHaveAttribute('width');
      expect(img).toHaveAttribute('height');
      expect(img).toHaveAttribute('loading', 'lazy');
    }
  });

  it('offers every width of an uploaded picture for the card size, and none for other pictures', () => {
    const key = '0123456789abcdef0123456789abcdef';
    const uploaded = product({ _id: 'p3', name: 'Kesar Mango', image: `/media/${key}-1280.webp` });
    const { container } = renderWithProviders(
      <ProductGrid
        items={[
          { product: uploaded, index: 0 },
          { product: mango, index: 1 },
        ]}
      />,
    );
    const [first, second] = container.querySelectorAll('img');
    expect(first).toHaveAttribute('src', `/media/${key}-1280.webp`);
    expect(first).toHaveAttribute('srcset', `/media/${key}-320.webp 320w, /media/${key}-640.webp 640w, /media/${key}-1280.webp 1280w`);
    expect(first?.getAttribute('sizes')).toMatch(/100vw$/);
    expect(first).toHaveAttribute('loading', 'lazy');
    expect(second).toHaveAttribute('src', '/images/products/alphonso-mango.svg');
    expect(second).not.toHaveAttribute('srcset');
    expect(second).not.toHaveAttribute('sizes');
  });

  it('adds to the cart, then steps the quantity, and decrement removes the item at zero', async () => {
    const user = userEvent.setup();
    renderGrid();
    const card = screen.getByRole('article', { name: 'Alphonso Mango' });
    await user.click(within(card).getByRole('button', { name: 'Add to Cart, Alphonso Mango' }));
    expect(within(card).getByRole('group', { name: 'Quantity of Alphonso Mango' })).toHaveTextContent('1');

    await user.click(within(card).getByRole('button', { name: 'Increase quantity of Alphonso Mango' }));
    expect(within(card).getByRole('group', { name: 'Quantity of Alphonso Mango' })).toHaveTextContent('2');
    expect(JSON.parse(localStorage.getItem('cart') ?? '[]')).toMatchObject([{ _id: 'p1', qty: 2 }]);

    const decrease = () => within(card).getByRole('button', { name: 'Decrease quantity of Alphonso Mango' });
    await user.click(decrease());
    await user.click(decrease());
    expect(within(card).getByRole('button', { name: 'Add to Cart, Alphonso Mango' })).toBeInTheDocument();
    expect(JSON.parse(localStorage.getItem('cart') ?? '[]')).toEqual([]);
  });

  it('toggles the favourite heart and remembers it', async () => {
    const user = userEvent.setup();
    renderGrid();
    const heart = screen.getByRole('button', { name: 'Favourite Alphonso Mango' });
    expect(heart).toHaveAttribute('aria-pressed', 'false');
    await user.click(heart);
    expect(heart).toHaveAttribute('aria-pressed', 'true');
    expect(JSON.parse(localStorage.getItem('favourites') ?? '[]')).toEqual(['p1']);
  });

  it('opens the quick view from a keyboard-reachable button, with a link to full details', async () => {
    const user = userEvent.setup();
    renderGrid();
    const quick = screen.getByRole('button', { name: 'Quick view, Alphonso Mango' });
    quick.focus();
    await user.keyboard('{Enter}');
    const dialog = screen.getByRole('dialog', { name: 'Alphonso Mango' });
    expect(within(dialog).getByRole('link', { name: 'View Full Details' })).toHaveAttribute('href', '/product/p1');
    await user.click(within(dialog).getByRole('button', { name: 'Add to Cart, Alphonso Mango' }));
    expect(within(dialog).getByRole('group', { name: 'Quantity of Alphonso Mango' })).toHaveTextContent('1');
    await user.click(within(dialog).getByRole('button', { name: 'Close' }));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });
});

describe('unit price on product cards (issue 28)', () => {
  it('shows the cheapest pack’s unit price under the card’s price, and none without one', () => {
    const almonds = product({
      _id: 'p-alm',
      name: 'California Almonds',
      price: 549,
      optionName: 'Pack',
      variants: [
        variant({ _id: 'a-1', label: '1 kg', price: 999, unitPrice: '₹999.00 per kg' }),
        variant({ _id: 'a-500', label: '500 g', price: 549, unitPrice: '₹1.10 per g' }),
      ],
    });
    const dates = product({ _id: 'p-dates', name: 'Medjool Dates', price: 1299, variants: [variant({ _id: 'd-1', price: 1299, unitPrice: '₹2.60 per g' })] });
    renderWithProviders(
      <ProductGrid
        items={[
          { product: almonds, index: 5 },
          { product: dates, index: 6 },
          { product: mango, index: 7 },
        ]}
      />,
    );
    const almondCard = screen.getByRole('article', { name: 'California Almonds' });
    expect(within(almondCard).getByText(/from/).closest('p')).toHaveTextContent('from ₹549');
    expect(within(almondCard).getByTestId('unit-price')).toHaveTextContent('(₹1.10 per g)');
    expect(within(screen.getByRole('article', { name: 'Medjool Dates' })).getByTestId('unit-price')).toHaveTextContent('(₹2.60 per g)');
    expect(within(screen.getByRole('article', { name: 'Alphonso Mango' })).queryByTestId('unit-price')).not.toBeInTheDocument();
  });

  it("shows an automatic offer's title as a badge on the cards it applies to, asking for the offers once", async () => {
    const fetchStub = stubApi({
      '/api/offers': [
        { _id: 'o1', title: 'Tropical week: 10% off', kind: 'percent', percent: 10, amount: null, maxDiscount: null, minSubtotal: null, endsAt: null, scope: 'categories', targets: ['c-tropical'] },
        { _id: 'o2', title: 'Jamun ₹20 off', kind: 'fixed', percent: null, amount: 20, maxDiscount: null, minSubtotal: null, endsAt: null, scope: 'products', targets: ['p-other'] },
      ],
    });
    renderWithProviders(
      <ProductGrid
        items={[
          { product: mango, index: 0 },
          { product: product({ _id: 'p3', name: 'Kiwi', categoryId: { _id: 'c-exotic', name: 'Exotic Fruits' } }), index: 1 },
        ]}
      />,
    );
    const mangoCard = screen.getByRole('article', { name: 'Alphonso Mango' });
    expect(await within(mangoCard).findByTestId('offer-badge')).toHaveTextContent('Offer: Tropical week: 10% off');
    expect(within(screen.getByRole('article', { name: 'Kiwi' })).queryByTestId('offer-badge')).not.toBeInTheDocument();
    const offerCalls = fetchStub.mock.calls.filter(([input]) => new URL((input as Request).url).pathname === '/api/offers');
    expect(offerCalls).toHaveLength(1);
  });
});

describe('rating on product cards (issue 23)', () => {
  it('shows the average and the count, read out in words, and nothing without reviews', () => {
    renderWithProviders(
      <ProductGrid
        items={[
          { product: product({ _id: 'p-r3', name: 'Kesar Mango', rating: { average: 4, count: 3 } }), index: 5 },
          { product: product({ _id: 'p-r1', name: 'Jamun', rating: { average: 4.96, count: 1 } }), index: 6 },
          { product: mango, index: 7 },
        ]}
      />,
    );
    const rated = within(screen.getByRole('article', { name: 'Kesar Mango' })).getByRole('img', { name: 'Rated 4.0 of 5 from 3 reviews' });
    expect(rated).toHaveTextContent('★ 4.0 (3)');
    expect(within(screen.getByRole('article', { name: 'Jamun' })).getByRole('img', { name: 'Rated 5.0 of 5 from 1 review' })).toHaveTextContent('★ 5.0 (1)');
    expect(within(screen.getByRole('article', { name: 'Alphonso Mango' })).queryByRole('img', { name: /^Rated/ })).toBeNull();
  });
});
