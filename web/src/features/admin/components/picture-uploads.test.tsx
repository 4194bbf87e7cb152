// Picture uploads inside the product, category and banner forms.

import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderWithProviders } from '@/test/render';
import { signInAsAdmin, stubAdminApi } from '../test/admin-api-stub';
import { adminCategory } from '../test/fixtures';
import { BannersScreen } from './banners-screen';
import { CategoriesScreen } from './categories-screen';
import { ProductFormScreen } from './product-form-screen';

beforeEach(() => signInAsAdmin());

const KEY = '0123456789abcdef0123456789abcdef';
const UPLOADED = { url: `/media/${KEY}-1280.webp`, width: 1280, height: 960 };
function jpeg(name = 'mango.jpg') {
  return new File(['jpeg bytes'], name, { type: 'image/jpeg' });
}

/** A file claiming `size` bytes, without holding them. */

// The file picker and the drop zone take any file: the picker's own filter can be switched off.
const setup = () => userEvent.setup({ applyAccept: false });

// Whole admin forms with typing: slow on a busy machine.
describe('picture uploads in the forms', { timeout: 15_000 }, () => {
  it('product form: waits for the upload, then saves the uploaded main picture and an uploaded extra one', async () => {
    const user = setup();
    let release: () => void = () => {};
    const held = new Promise<void>((resolve) => {
      release = resolve;
    });
    let uploads = 0;
    const { calls } = stubAdminApi({
      '/api/admin/categories': [adminCategory()],
      'POST /api/admin/media': async () => {
        uploads += 1;
        if (uploads === 1) await held;
        return { status: 201, body: uploads === 1 ? UPLOADED : { ...UPLOADED, url: `/media/${'f'.repeat(32)}-640.webp`, width: 640 } };
      },
      'POST /api/admin/products': { status: 201, body: {} },
    });
    renderWithProviders(<ProductFormScreen />, {
      path: '/admin/products/new',
      route: '/admin/products/new',
      extraRoutes: [{ path: '/admin/products', element: <h1>Product list</h1> }],
    });
    await user.type(await screen.findByLabelText('Product Name'), 'Kesar Mango');
    await user.type(screen.getByLabelText('Price (INR)'), '799');
    await user.selectOptions(screen.getByLabelText('Category'), 'c1');

    await user.upload(screen.getByLabelText('main image file'), jpeg());
    expect(await screen.findByRole('button', { name: 'Uploading picture...' })).toBeDisabled();
    expect(screen.getByRole('button', { name: 'Uploading...' })).toBeDisabled();
    release();
    expect(await screen.findByRole('button', { name: 'Add Product' })).toBeEnabled();
    expect(screen.getByLabelText('Main Product Image URL')).toHaveValue(UPLOADED.url);

    await user.click(screen.getByRole('button', { name: 'Add image URL' }));
    await user.upload(screen.getByLabelText('extra image 1 file'), jpeg('second.jpg'));
    await waitFor(() => expect(screen.getByLabelText('Extra image URL 1')).toHaveValue(`/media/${'f'.repeat(32)}-640.webp`));

    await user.click(screen.getByRole('button', { name: 'Add Product' }));
    expect(await screen.findByRole('heading', { name: 'Product list' })).toBeInTheDocument();
    expect(calls.find((c) => c.path === '/api/admin/products')?.body).toMatchObject({
      name: 'Kesar Mango',
      image: [UPLOADED.url, `/media/${'f'.repeat(32)}-640.webp`],
    });
  });

  it('category form: an upload keeps what was typed meanwhile', async () => {
    const user = setup();
    let release: () => void = () => {};
    const held = new Promise<void>((resolve) => {
      release = resolve;
    });
    const { calls } = stubAdminApi({
      '/api/admin/categories': [],
      'POST /api/admin/media': async () => {
        await held;
        return { status: 201, body: UPLOADED };
      },
      'POST /api/admin/categories': { status: 201, body: adminCategory({ _id: 'c2', name: 'Berries', slug: 'berries' }) },
    });
    renderWithProviders(<CategoriesScreen />);
    const form = screen.getByRole('heading', { name: 'Add a category' }).closest('section')!;
    await user.upload(within(form).getByLabelText('category image file'), jpeg());
    await user.type(within(form).getByLabelText('Name'), 'Berries');
    expect(within(form).getByRole('button', { name: 'Uploading picture...' })).toBeDisabled();
    release();
    await waitFor(() => expect(within(form).getByLabelText('Image URL')).toHaveValue(UPLOADED.url));
    expect(within(form).getByLabelText('Name')).toHaveValue('Berries');
    await user.click(within(form).getByRole('button', { name: 'Add Category' }));
    await waitFor(() => expect(calls.some((c) => c.method === 'POST' && c.path === '/api/admin/categories')).toBe(true));
    expect(calls.find((c) => c.method === 'POST' && c.path === '/api/admin/categories')?.body).toMatchObject({
      name: 'Berries',
      image: UPLOADED.url,
    });
  });

  it('banner form: the upload button names the banner picture and fills the required image', async () => {
    const user = setup();
    stubAdminApi({
      '/api/admin/banners': [],
      '/api/admin/categories': [],
      'POST /api/admin/media': { status: 201, body: UPLOADED },
    });
    renderWithProviders(<BannersScreen />);
    const form = screen.getByRole('heading', { name: 'Create a banner' }).closest('section')!;
    await user.click(within(form).getByRole('button', { name: 'Upload banner image' }));
    await user.upload(within(form).getByLabelText('banner image file'), jpeg('diwali.jpg'));
    await waitFor(() => expect(within(form).getByLabelText(/Image URL/)).toHaveValue(UPLOADED.url));
  });
});
