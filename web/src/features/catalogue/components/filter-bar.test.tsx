import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { EMPTY_FILTER, type ProductFilter } from '../lib/price-filter';
import { FilterBar } from './filter-bar';

function Harness({ onValue }: { onValue: (value: ProductFilter) => void }) {
  const [value, setValue] = useState<ProductFilter>(EMPTY_FILTER);
  return (
    <FilterBar
      value={value}
      onChange={(next) => {
        setValue(next);
        onValue(next);
      }}
      onReset={() => {
        setValue(EMPTY_FILTER);
        onValue(EMPTY_FILTER);
      }}
    />
  );
}

describe('filter bar', () => {
  it('has labelled min, max and favourites-only controls and resets them', async () => {
    const user = userEvent.setup();
    const onValue = vi.fn();
    render(<Harness onValue={onValue} />);

    await user.type(screen.getByLabelText('Min price (₹)'), '100');
    await user.type(screen.getByLabelText('Max price (₹)'), '500');
    await user.click(screen.getByLabelText('Favourites only'));
    expect(onValue).toHaveBeenLastCalledWith({ min: '100', max: '500', favouritesOnly: true });
    expect(screen.getByLabelText('Favourites only')).toBeChecked();

    await user.click(screen.getByRole('button', { name: 'Reset' }));
    expect(screen.getByLabelText('Min price (₹)')).toHaveValue(null);
    expect(screen.getByLabelText('Max price (₹)')).toHaveValue(null);
    expect(screen.getByLabelText('Favourites only')).not.toBeChecked();
  });

  it('does not accept negative numbers from the spinner', () => {
    render(<Harness onValue={vi.fn()} />);
    expect(screen.getByLabelText('Min price (₹)')).toHaveAttribute('min', '0');
    expect(screen.getByLabelText('Max price (₹)')).toHaveAttribute('min', '0');
  });
});
