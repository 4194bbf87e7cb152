import { fireEvent, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { renderWithProviders } from '@/test/render';
import { signInAsAdmin, stubAdminApi } from '../test/admin-api-stub';
import { PictureField } from './picture-field';

beforeEach(() => signInAsAdmin());

const KEY = '0123456789abcdef0123456789abcdef';
const UPLOADED = { url: `/media/${KEY}-1280.webp`, width: 1280, height: 960 };
const SRCSET = `/media/${KEY}-320.webp 320w, /media/${KEY}-640.webp 640w, /media/${KEY}-1280.webp 1280w`;
const NOT_A_PICTURE = 'This file is not a picture we can use. Upload a JPEG, PNG or WebP image.';
const TOO_LARGE = 'The picture is larger than 10 MB. Please choose a smaller one.';

function jpeg(name = 'mango.jpg') {
  return new File(['jpeg bytes'], name, { type: 'image/jpeg' });
}

/** A file claiming `size` bytes, without holding them. */
function sized(file: File, size: number) {
  Object.defineProperty(file, 'size', { value: size });
  return file;
}

function MainPicture() {
  const [url, setUrl] = useState('');
  return (
    <>
      <PictureField
        variant="large"
        label="Main Product Image URL"
        pictureName="main image"
        value={url}
        onChange={setUrl}
        previewAlt="Main image preview"
      />
      <p data-testid="saved-url">{url}</p>
    </>
  );
}

// The file picker and the drop zone take any file: the picker's own filter can be switched off.
const setup = () => userEvent.setup({ applyAccept: false });

describe('picture field', () => {
  it('uploads the chosen file as the raw body and fills the URL with the stored picture', async () => {
    const user = setup();
    const { calls } = stubAdminApi({ 'POST /api/admin/media': { status: 201, body: UPLOADED } });
    renderWithProviders(<MainPicture />);
    await user.upload(screen.getByLabelText('main image file'), jpeg());

    await waitFor(() => expect(screen.getByLabelText('Main Product Image URL')).toHaveValue(UPLOADED.url));
    expect(screen.getByRole('status')).toHaveTextContent('Picture uploaded (1280 × 960).');
    expect(screen.getByRole('img', { name: 'Main image preview' })).toHaveAttribute('srcset', SRCSET);
    const sent = calls.find((c) => c.path === '/api/admin/media')!;
    expect(sent.method).toBe('POST');
    expect(sent.body).toBe('jpeg bytes');
    expect(sent.headers.get('Content-Type')).toBe('image/jpeg');
    expect(sent.headers.get('Authorization')).toBe('Bearer admin-token');
  });

  it('refuses other files before sending them, with the server texts', async () => {
    const user = setup();
    const { calls } = stubAdminApi({});
    renderWithProviders(<MainPicture />);
    const file = screen.getByLabelText('main image file');

    await user.upload(file, new File(['hello'], 'notes.txt', { type: 'text/plain' }));
    expect(screen.getByRole('alert')).toHaveTextContent(NOT_A_PICTURE);
    expect(screen.getByLabelText('Main Product Image URL')).toHaveAccessibleDescription(expect.stringContaining(NOT_A_PICTURE));

    await user.upload(file, sized(jpeg('huge.jpg'), 10 * 1024 * 1024 + 1));
    expect(screen.getByRole('alert')).toHaveTextContent(TOO_LARGE);

    await user.upload(file, new File(['heic'], 'IMG_0001.HEIC', { type: '' }));
    expect(screen.getByRole('alert')).toHaveTextContent(/^HEIC pictures cannot be read yet\. Please save it as JPEG/);

    await user.upload(file, new File([''], 'empty.png', { type: 'image/png' }));
    expect(screen.getByRole('alert')).toHaveTextContent('Choose a picture to upload.');

    expect(calls).toHaveLength(0);
    expect(screen.getByTestId('saved-url')).toBeEmptyDOMElement();
  });

  it('accepts exactly 10 MB', async () => {
    const user = setup();
    const { calls } = stubAdminApi({ 'POST /api/admin/media': { status: 201, body: UPLOADED } });
    renderWithProviders(<MainPicture />);
    await user.upload(screen.getByLabelText('main image file'), sized(jpeg(), 10 * 1024 * 1024));
    await waitFor(() => expect(screen.getByTestId('saved-url')).toHaveTextContent(UPLOADED.url));
    expect(calls).toHaveLength(1);
  });

  it("shows the server's reason when it refuses the picture, and keeps the URL", async () => {
    const user = setup();
    stubAdminApi({
      'POST /api/admin/media': { status: 400, body: { message: 'This picture is damaged and cannot be read. Please choose another file.' } },
    });
    renderWithProviders(<MainPicture />);
    await user.type(screen.getByLabelText('Main Product Image URL'), '/old.svg');
    await user.upload(screen.getByLabelText('main image file'), jpeg('broken.jpg'));
    expect(await screen.findByRole('alert')).toHaveTextContent('This picture is damaged and cannot be read. Please choose another file.');
    expect(screen.getByLabelText('Main Product Image URL')).toHaveValue('/old.svg');

    // Typing another URL clears the message.
    await user.type(screen.getByLabelText('Main Product Image URL'), 'x');
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });

  it('says the picture is too large when a proxy refuses it without a message', async () => {
    const user = setup();
    stubAdminApi({ 'POST /api/admin/media': { status: 413, body: '<html>413</html>' } });
    renderWithProviders(<MainPicture />);
    await user.upload(screen.getByLabelText('main image file'), jpeg());
    expect(await screen.findByRole('alert')).toHaveTextContent(TOO_LARGE);
  });

  it('uploads a picture dropped on it', async () => {
    const { calls } = stubAdminApi({ 'POST /api/admin/media': { status: 201, body: UPLOADED } });
    renderWithProviders(<MainPicture />);
    const zone = screen.getByTestId('picture-drop-zone');
    const dataTransfer = { files: [jpeg('dropped.jpg')], types: ['Files'], dropEffect: 'none' };
    fireEvent.dragOver(zone, { dataTransfer });
    expect(zone).toHaveTextContent('Drop the picture to upload it');
    fireEvent.drop(zone, { dataTransfer });
    await waitFor(() => expect(screen.getByLabelText('Main Product Image URL')).toHaveValue(UPLOADED.url));
    expect(calls.find((c) => c.path === '/api/admin/media')?.body).toBe('jpeg bytes');
  });

  it('refuses a dropped file that is not a picture', () => {
    const { calls } = stubAdminApi({});
    renderWithProviders(<MainPicture />);
    const dataTransfer = { files: [new File(['%PDF'], 'menu.pdf', { type: 'application/pdf' })], types: ['Files'] };
    fireEvent.drop(screen.getByTestId('picture-drop-zone'), { dataTransfer });
    expect(screen.getByRole('alert')).toHaveTextContent(NOT_A_PICTURE);
    expect(calls).toHaveLength(0);
  });
});
