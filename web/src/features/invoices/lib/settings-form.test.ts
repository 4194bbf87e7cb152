import { describe, expect, it } from 'vitest';
import { checkSettings, settingsRequest, type SettingsFormValues } from './settings-form';

const filled: SettingsFormValues = {
  legalName: ' Tokri Fresh LLP ',
  gstin: '27aapfu0939f1zv',
  address: 'Pune',
  state: '27',
  prefix: 'tk',
};

describe('invoice settings form', () => {
  it('asks for a name, an address, a 15-character GSTIN or none, and a short prefix', () => {
    expect(checkSettings(filled)).toEqual({});
    expect(checkSettings({ ...filled, gstin: '' })).toEqual({});
    expect(Object.keys(checkSettings({ ...filled, legalName: ' ', address: '', gstin: '27AAP', prefix: 'TOKR' })).sort()).toEqual([
      'address',
      'gstin',
      'legalName',
      'prefix',
    ]);
  });

  it('sends trimmed, upper-cased values and null for no GSTIN', () => {
    expect(settingsRequest(filled)).toEqual({
      legalName: 'Tokri Fresh LLP',
      gstin: '27AAPFU0939F1ZV',
      address: 'Pune',
      state: '27',
      prefix: 'TK',
    });
    expect(settingsRequest({ ...filled, gstin: '  ' }).gstin).toBeNull();
  });
});
