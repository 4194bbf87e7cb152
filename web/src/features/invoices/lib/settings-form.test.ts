import { describe, expect, it } from 'vitest';
import type { InvoiceSettings } from '../api/get-invoice-settings';
import { checkSettings, settingsRequest, settingsToForm, type SettingsFormValues } from './settings-form';

const filled: SettingsFormValues = {
  legalName: ' Tokri Fresh LLP ',
  gstin: '27aapfu0939f1zv',
  address: 'Pune',
  state: '27',
  prefix: 'tk',
  fssai: '',
  carePhone: '',
  careEmail: '',
  grievanceName: '',
  grievanceDesignation: '',
  grievancePhone: '',
  grievanceEmail: '',
};

const officer = {
  grievanceName: 'Asha Kulkarni',
  grievanceDesignation: 'Grievance Officer',
  grievanceEmail: 'grievance@tokri.test',
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

  it('takes an FSSAI number of 14 digits (spaces and hyphens aside) or none', () => {
    expect(checkSettings({ ...filled, fssai: '11521999000123' })).toEqual({});
    expect(checkSettings({ ...filled, fssai: '115 2199-9000 123' })).toEqual({});
    expect(checkSettings({ ...filled, fssai: '12345' })).toEqual({ fssai: 'An FSSAI licence or registration number has 14 digits.' });
    expect(Object.keys(checkSettings({ ...filled, fssai: '1152199900012X' }))).toEqual(['fssai']);
    expect(Object.keys(checkSettings({ ...filled, fssai: '115219990001234' }))).toEqual(['fssai']);
  });

  it('takes the grievance officer in full (phone optional) or not at all', () => {
    expect(checkSettings({ ...filled, ...officer })).toEqual({});
    expect(checkSettings({ ...filled, ...officer, grievancePhone: '+91 98220 12345' })).toEqual({});
    // Blank officer: customer care handles complaints.
    expect(checkSettings({ ...filled, grievanceName: '  ', grievancePhone: ' ' })).toEqual({});
    expect(Object.keys(checkSettings({ ...filled, grievanceName: 'Asha Kulkarni' })).sort()).toEqual([
      'grievanceDesignation',
      'grievanceEmail',
    ]);
    // A phone alone asks for the rest.
    expect(Object.keys(checkSettings({ ...filled, grievancePhone: '9822012345' })).sort()).toEqual([
      'grievanceDesignation',
      'grievanceEmail',
      'grievanceName',
    ]);
    // Customer care alone needs no officer.
    expect(checkSettings({ ...filled, carePhone: '020 2444 1234', careEmail: 'care@tokri.test' })).toEqual({});
  });

  it('sends trimmed, upper-cased values, null for no GSTIN, the FSSAI digits and every contact', () => {
    expect(
      settingsRequest({ ...filled, fssai: ' 1152-1999 000123 ', careEmail: ' care@tokri.test ', ...officer, grievanceName: ' Asha Kulkarni ' }),
    ).toEqual({
      legalName: 'Tokri Fresh LLP',
      gstin: '27AAPFU0939F1ZV',
      address: 'Pune',
      state: '27',
      prefix: 'TK',
      fssai: '11521999000123',
      contacts: {
        carePhone: '',
        careEmail: 'care@tokri.test',
        grievanceName: 'Asha Kulkarni',
        grievanceDesignation: 'Grievance Officer',
        grievancePhone: '',
        grievanceEmail: 'grievance@tokri.test',
      },
    });
    expect(settingsRequest({ ...filled, gstin: '  ' }).gstin).toBeNull();
    // Blank clears the FSSAI number (rather than leaving it out, which keeps it).
    expect(settingsRequest(filled).fssai).toBe('');
  });

  it('fills the form from the saved settings, blank where nothing is set', () => {
    const saved: InvoiceSettings = {
      legalName: 'Tokri Fresh LLP',
      gstin: null,
      fssai: null,
      address: 'Pune',
      state: '27',
      prefix: 'TK',
      nextNumber: 'TK/26-27/000001',
      states: [],
      updatedAt: null,
      contacts: { ...officer, grievancePhone: '', carePhone: '020 2444 1234', careEmail: '' },
    };
    expect(settingsToForm(saved)).toEqual({
      ...filled,
      legalName: 'Tokri Fresh LLP',
      gstin: '',
      prefix: 'TK',
      ...officer,
      carePhone: '020 2444 1234',
    });
  });
});
