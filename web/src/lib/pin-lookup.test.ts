import { fillFromPin, lookupPin, pinDigits } from './pin-lookup';

describe('the state and city of a PIN code', () => {
  it.each([
    ['110001', 'Delhi', 'New Delhi'],
    ['110092', 'Delhi', 'New Delhi'],
    ['122001', 'Haryana', null],
    ['134109', 'Haryana', null],
    ['141001', 'Punjab', null],
    ['160017', 'Chandigarh', 'Chandigarh'],
    ['171001', 'Himachal Pradesh', null],
    ['180001', 'Jammu and Kashmir', null],
    ['190001', 'Jammu and Kashmir', null],
    ['194101', 'Ladakh', null],
    ['201301', 'Uttar Pradesh', null],
    ['226001', 'Uttar Pradesh', 'Lucknow'],
    ['244001', 'Uttar Pradesh', null],
    ['248001', 'Uttarakhand', null],
    ['249401', 'Uttarakhand', null],
    ['250001', 'Uttar Pradesh', null],
    ['263001', 'Uttarakhand', null],
    ['282001', 'Uttar Pradesh', null],
    ['302001', 'Rajasthan', 'Jaipur'],
    ['342001', 'Rajasthan', null],
    ['380001', 'Gujarat', 'Ahmedabad'],
    ['395003', 'Gujarat', 'Surat'],
    ['396210', 'Gujarat', null],
    ['400001', 'Maharashtra', 'Mumbai'],
    ['403001', 'Goa', null],
    ['411001', 'Maharashtra', 'Pune'],
    ['412105', 'Maharashtra', null],
    ['422001', 'Maharashtra', 'Nashik'],
    ['440001', 'Maharashtra', 'Nagpur'],
    ['452001', 'Madhya Pradesh', 'Indore'],
    ['462001', 'Madhya Pradesh', 'Bhopal'],
    ['492001', 'Chhattisgarh', null],
    ['500001', 'Telangana', 'Hyderabad'],
    ['520001', 'Andhra Pradesh', null],
    ['530001', 'Andhra Pradesh', null],
    ['560001', 'Karnataka', 'Bengaluru'],
    ['590001', 'Karnataka', null],
    ['600001', 'Tamil Nadu', 'Chennai'],
    ['605001', 'Puducherry', null],
    ['641001', 'Tamil Nadu', 'Coimbatore'],
    ['682001', 'Kerala', 'Kochi'],
    ['695001', 'Kerala', null],
    ['700001', 'West Bengal', 'Kolkata'],
    ['737101', 'Sikkim', null],
    ['744101', 'Andaman and Nicobar Islands', null],
    ['751001', 'Odisha', null],
    ['781001', 'Assam', null],
    ['791111', 'Arunachal Pradesh', null],
    ['793001', 'Meghalaya', null],
    ['795001', 'Manipur', null],
    ['796001', 'Mizoram', null],
    ['797001', 'Nagaland', null],
    ['799001', 'Tripura', null],
    ['800001', 'Bihar', null],
    ['812001', 'Bihar', null],
    ['813210', 'Jharkhand', null],
    ['834001', 'Jharkhand', null],
    ['835103', 'Jharkhand', null],
    ['841101', 'Bihar', null],
  ])('%s is in %s (city %s)', (pin, state, city) => {
    expect(lookupPin(pin)).toEqual({ state, city });
  });

  it.each(['290001', '350001', '545001', '655001', '865001', '990001'])('knows no state for the unused prefix of %s', (pin) => {
    expect(lookupPin(pin)).toBeNull();
  });

  it.each(['', '4110', '41100', '4110011', '011001', '41100a'])('reads nothing from %j, which is not a PIN code', (pin) => {
    expect(lookupPin(pin)).toBeNull();
  });

  it('reads a PIN code typed with spaces', () => {
    expect(pinDigits(' 411 001 ')).toBe('411001');
    expect(lookupPin('411 001')).toEqual({ state: 'Maharashtra', city: 'Pune' });
  });
});

describe('filling city and state from the PIN code', () => {
  const empty = { city: '', state: '', street: '1 MG Road' };

  it('fills empty fields and remembers what it filled', () => {
    expect(fillFromPin(empty, {}, '411001')).toEqual({
      values: { city: 'Pune', state: 'Maharashtra', street: '1 MG Road' },
      filled: { city: 'Pune', state: 'Maharashtra' },
    });
    expect(fillFromPin(empty, {}, '412105')).toEqual({ values: { ...empty, state: 'Maharashtra' }, filled: { state: 'Maharashtra' } });
  });

  it('changes nothing until the PIN code is whole', () => {
    expect(fillFromPin(empty, {}, '41100')).toEqual({ values: empty, filled: {} });
    const filled = { city: 'Pune', state: 'Maharashtra' };
    expect(fillFromPin({ ...empty, ...filled }, filled, '41100')).toEqual({ values: { ...empty, ...filled }, filled });
  });

  it('never overwrites what the customer typed', () => {
    const typed = { city: 'Pimpri-Chinchwad', state: 'MH', street: '' };
    expect(fillFromPin(typed, {}, '411018')).toEqual({ values: typed, filled: {} });
    // Typed over the lookup's value: the customer's now.
    const edited = { city: 'Hadapsar', state: 'Maharashtra', street: '' };
    expect(fillFromPin(edited, { city: 'Pune', state: 'Maharashtra' }, '110001')).toEqual({
      values: { city: 'Hadapsar', state: 'Delhi', street: '' },
      filled: { state: 'Delhi' },
    });
  });

  it("replaces its own earlier fill when the PIN code changes, and empties it when the new one doesn't say", () => {
    const pune = { city: 'Pune', state: 'Maharashtra', street: '' };
    const filled = { city: 'Pune', state: 'Maharashtra' };
    expect(fillFromPin(pune, filled, '560001').values).toEqual({ city: 'Bengaluru', state: 'Karnataka', street: '' });
    expect(fillFromPin(pune, filled, '403001')).toEqual({ values: { city: '', state: 'Goa', street: '' }, filled: { state: 'Goa' } });
    expect(fillFromPin(pune, filled, '290001')).toEqual({ values: { city: '', state: '', street: '' }, filled: {} });
  });
});
