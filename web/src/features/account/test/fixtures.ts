// Account test data: a signed-in customer and a saved address.

export const asha = { _id: 'u1', name: 'Asha Patil', email: 'asha@example.com', role: 'customer', createdAt: '2026-01-05T10:00:00Z' };

export function signIn(token = 't-asha') {
  localStorage.setItem('token', token);
  localStorage.setItem('user', JSON.stringify(asha));
}

export const home = {
  _id: 'a1',
  name: 'Asha Patil',
  mobile: '9822012345',
  street: '12 MG Road',
  city: 'Pune',
  state: 'Maharashtra',
  zip: '411001',
  country: 'India',
};
