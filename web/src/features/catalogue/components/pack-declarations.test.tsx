// Pack declarations on the product page (issue 28): shown only for a pre-packed product, with the
// chosen pack's net quantity, MRP and unit price, the seller's consumer care as links, and the
// unit price beside the price.
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { Schemas } from '@/lib/api/client';
import { product, stubApi, variant } from '@/test/fixtures';
import { renderWithProviders } from '@/test/render';
import { ProductDetailScreen } from './product-detail-screen';

const declaration: Schemas['Declaration'] = {
  packed: true,
  genericName: 'Almonds (California), raw, whole',
  packerRole: 'packer',
  packerLabel: 'Packed by',
  packer: 'Tokri Fresh LLP\nMarket Yard Road, Pune 411037',
  bestBefore: 'Best before 6 months from packing',
};

const almonds = product({
  _id: 'p-alm',
  name: 'California Almonds',
  price: 549,
  mrp: 599,
  origin: 'California, USA',
  optionName: 'Pack',
  variants: [
    variant({ _id: 'a-500', label: '500 g', price: 549, mrp: 599, netQuantity: { amount: 500, unit: 'g', label: '500 g' }, unitPrice: '₹1.10 per g' }),
    variant({ _id: 'a-1', label: '1 kg', price: 999, mrp: 1099, netQuantity: { amount: 1000, unit: 'g', label: '1 kg' }, unitPrice: '₹999.00 per kg' }),
  ],
});
const kiwi = product({ _id: 'p-kiwi', name: 'Kiwi', price: 149 });

const seller = {
  shopName: 'Tokri',
  legalName: 'Tokri Fresh LLP',
  address: 'Pune',
  state: 'Maharashtra',
  hours: '9–9',
  carePhone: '+91 20 2444 1234',
  careEmail: 'care@tokri.example',
};

function open(id: string, detail: Schemas['ProductDetail']) {
  stubApi({ '/api/products': [almonds, kiwi], [`/api/products/${id}`]: detail, '/api/seller': seller });
  return renderWithProviders(<ProductDetailScreen id={id} />, { route: `/product/${id}`, path: '/product/:id' });
}

/** The price line under the product's name (the related products below have cards of their own). */
const priceLine = () => screen.getByRole('heading', { level: 1 }).parentElement!.parentElement!.querySelector('p.flex') as HTMLElement;
const rowOf = (section: HTMLElement, term: string) => within(section).getByText(term, { selector: 'dt' }).nextElementSibling as HTMLElement;

describe('pack declarations', () => {
  it('lists the declarations of the chosen pack, with consumer care as links', async () => {
    const user = userEvent.setup();
    open('p-alm', { ...almonds, images: [], category: null, declaration });
    const section = (await screen.findByRole('heading', { level: 2, name: 'Pack declarations' })).closest('section')!;
    expect(rowOf(section, 'Generic name')).toHaveTextContent('Almonds (California), raw, whole');
    const packer = rowOf(section, 'Packed by');
    expect(packer.textContent).toBe('Tokri Fresh LLP\nMarket Yard Road, Pune 411037');
    expect(packer.querySelector('.whitespace-pre-line')).not.toBeNull();
    expect(rowOf(section, 'Country of origin')).toHaveTextContent('California, USA');
    expect(rowOf(section, 'Net quantity')).toHaveTextContent('500 g');
    expect(rowOf(section, 'MRP')).toHaveTextContent('₹599 (incl. of all taxes)');
    expect(rowOf(section, 'Unit sale price')).toHaveTextContent('₹1.10 per g');
    expect(rowOf(section, 'Best before')).toHaveTextContent('Best before 6 months from packing');
    const care = await within(section).findByRole('link', { name: '+91 20 2444 1234' });
    expect(care).toHaveAttribute('href', 'tel:+912024441234');
    expect(within(section).getByRole('link', { name: 'care@tokri.example' })).toHaveAttribute('href', 'mailto:care@tokri.example');

    // The unit price beside the price, and both follow the chosen pack.
    const price = priceLine();
    expect(price).toHaveTextContent('₹549 MRP ₹599 8% off (₹1.10 per g)');
    await user.click(screen.getByRole('radio', { name: /1 kg/ }));
    expect(price).toHaveTextContent('(₹999.00 per kg)');
    expect(rowOf(section, 'Net quantity')).toHaveTextContent('1 kg');
    expect(rowOf(section, 'MRP')).toHaveTextContent('₹1,099 (incl. of all taxes)');
    expect(rowOf(section, 'Unit sale price')).toHaveTextContent('₹999.00 per kg');
  });

  it('names who imported it as the label does', async () => {
    open('p-alm', { ...almonds, images: [], category: null, declaration: { ...declaration, packerRole: 'importer', packerLabel: 'Imported by' } });
    const section = (await screen.findByRole('heading', { name: 'Pack declarations' })).closest('section')!;
    expect(rowOf(section, 'Imported by')).toHaveTextContent('Tokri Fresh LLP');
    expect(within(section).queryByText('Packed by')).not.toBeInTheDocument();
  });

  it('shows no declarations for loose produce, nor a unit price it does not have', async () => {
    open('p-kiwi', { ...kiwi, images: [], category: null, declaration: { ...declaration, packed: false } });
    expect(await screen.findByRole('heading', { level: 1, name: 'Kiwi' })).toBeInTheDocument();
    expect(screen.queryByRole('heading', { name: 'Pack declarations' })).not.toBeInTheDocument();
    expect(within(priceLine()).queryByTestId('unit-price')).not.toBeInTheDocument();
  });

  it('shows the unit price of a loose product that has one, without declarations', async () => {
    const bananas = product({ _id: 'p-ban', name: 'Bananas', price: 60, variants: [variant({ _id: 'b-1', price: 60, unitPrice: '₹5.00 per unit' })] });
    open('p-ban', { ...bananas, images: [], category: null, declaration: { ...declaration, packed: false } });
    await screen.findByRole('heading', { level: 1, name: 'Bananas' });
    expect(within(priceLine()).getByTestId('unit-price')).toHaveTextContent('(₹5.00 per unit)');
    expect(screen.queryByRole('heading', { name: 'Pack declarations' })).not.toBeInTheDocument();
  });
});
