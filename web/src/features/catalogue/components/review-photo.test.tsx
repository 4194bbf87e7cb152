import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderWithProviders } from '@/test/render';
import { KEY, myReview, PHOTO, signIn, stubPhotoApi } from '../test/review-photo-api';
import { RatingsTab } from './ratings-tab';

const jpeg = () => new File(['jpeg bytes'], 'kiwi.jpg', { type: 'image/jpeg' });
// The picker's own filter is switched off, as a browser may hand over any file.
const setup = () => userEvent.setup({ applyAccept: false });

describe('review photos', () => {
  it('shows an approved review’s photo as a small copy opening the large one', async () => {
    stubPhotoApi({
      approved: [
        { _id: 'r1', author: 'Asha', rating: 5, text: 'Sweet.', date: '2026-11-20T10:00:00Z', verifiedPurchase: true, photo: PHOTO },
        { _id: 'r2', author: 'Ravi', rating: 4, text: 'Fine.', date: '2026-11-19T10:00:00Z', verifiedPurchase: true },
      ],
    });
    renderWithProviders(<RatingsTab productId="p2" />);
    const list = await screen.findByRole('list', { name: 'Customer reviews' });
    const photo = within(list).getByRole('img', { name: 'Photo by Asha' });
    expect(photo).toHaveAttribute('src', `/media/${KEY}-320.webp`);
    expect(photo).toHaveAttribute('width', '320');
    expect(photo).toHaveAttribute('height', '320');
    expect(photo).toHaveAttribute('loading', 'lazy');
    expect(within(list).getByRole('link', { name: 'Photo by Asha' })).toHaveAttribute('href', `/media/${KEY}-1280.webp`);
    expect(within(list).getAllByRole('img')).toHaveLength(1);
  });

  it('asks a customer without a review to rate the product first', async () => {
    signIn();
    stubPhotoApi();
    renderWithProviders(<RatingsTab productId="p2" />);
    expect(await screen.findByText('Rate the product first to add a photo.')).toBeInTheDocument();
    expect(screen.queryByLabelText('Add a photo')).not.toBeInTheDocument();
  });

  it('uploads the chosen file as the raw body, then shows it and that the review waits again', async () => {
    const user = setup();
    signIn();
    let answer: (value: { status: number; body: unknown }) => void = () => {};
    const calls = stubPhotoApi({
      mine: [myReview()],
      put: () => new Promise((resolve) => (answer = resolve)),
    });
    renderWithProviders(<RatingsTab productId="p2" />);
    expect(await screen.findByText('Your review is shown.')).toBeInTheDocument();
    const input = screen.getByLabelText('Add a photo');
    expect(input).toHaveAttribute('accept', 'image/jpeg,image/png,image/webp');
    await user.upload(input, jpeg());

    expect(await screen.findByText('Uploading…')).toBeInTheDocument();
    const put = calls.find((call) => call.method === 'PUT');
    expect(put?.path).toBe('/api/products/p2/review/photo');
    expect(put?.body).toBe('jpeg bytes');
    expect(put?.headers.get('Content-Type')).toBe('image/jpeg');
    expect(put?.headers.get('Authorization')).toBe('Bearer t-asha');

    answer({ status: 200, body: myReview({ photo: PHOTO, status: 'pending' }) });
    expect(await screen.findByText('Your photo was added. It shows once the shop approves your review.')).toBeInTheDocument();
    expect(screen.getByRole('img', { name: 'Your photo' })).toHaveAttribute('src', `/media/${KEY}-320.webp`);
    expect(screen.getByText('Your review is waiting for approval.')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Remove photo' })).toBeInTheDocument();
  });

  it('shows the server’s refusal', async () => {
    const user = setup();
    signIn();
    const message = 'Rate the product first; then you can add a photo to your review.';
    stubPhotoApi({ mine: [myReview()], put: () => ({ status: 409, body: { message } }) });
    renderWithProviders(<RatingsTab productId="p2" />);
    await user.upload(await screen.findByLabelText('Add a photo'), jpeg());
    expect(await screen.findByRole('alert')).toHaveTextContent(message);
    expect(screen.queryByRole('img', { name: 'Your photo' })).not.toBeInTheDocument();
  });

  it('refuses a file that is not a picture without sending it', async () => {
    const user = setup();
    signIn();
    const calls = stubPhotoApi({ mine: [myReview()] });
    renderWithProviders(<RatingsTab productId="p2" />);
    await user.upload(await screen.findByLabelText('Add a photo'), new File(['GIF89a'], 'kiwi.gif', { type: 'image/gif' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('This file is not a picture we can use. Upload a JPEG, PNG or WebP image.');
    expect(calls.some((call) => call.method === 'PUT')).toBe(false);
  });

  it('removes the photo with a DELETE', async () => {
    const user = userEvent.setup();
    signIn();
    const calls = stubPhotoApi({ mine: [myReview({ photo: PHOTO })] });
    renderWithProviders(<RatingsTab productId="p2" />);
    expect(await screen.findByRole('img', { name: 'Your photo' })).toHaveAttribute('src', `/media/${KEY}-320.webp`);
    expect(screen.getByLabelText('Replace photo')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Remove photo' }));
    expect(await screen.findByText('Your photo was removed.')).toBeInTheDocument();
    expect(calls.find((call) => call.method === 'DELETE')?.path).toBe('/api/products/p2/review/photo');
    await waitFor(() => expect(screen.queryByRole('img', { name: 'Your photo' })).not.toBeInTheDocument());
    expect(screen.getByLabelText('Add a photo')).toBeInTheDocument();
  });
});
