// The product form's pack declarations and net quantities (issue 28): what is sent, what an
// answer fills in, and where the server's field errors show.
import { declarationRequest, declarationToForm, EMPTY_DECLARATION } from './declaration-form';
import { EMPTY_PRODUCT_FORM, saveFailure, showsFieldError, type ProductFormValues } from './product-form';
import { netQuantityOf, netRequest } from './variant-form';

const packed: ProductFormValues = { ...EMPTY_PRODUCT_FORM, declaration: { ...EMPTY_DECLARATION, packed: true } };

describe('declaration form', () => {
  it('sends the texts trimmed, the packer’s lines joined by commas (the server refuses line breaks there)', () => {
    expect(
      declarationRequest({ packed: true, genericName: ' Dates ', packerRole: 'importer', packer: ' A Ltd, \r\n\n  Pune ', bestBefore: ' 1 year ' }),
    ).toEqual({ packed: true, genericName: 'Dates', packerRole: 'importer', packer: 'A Ltd, Pune', bestBefore: '1 year' });
  });

  it('reads an answer without a declaration as loose produce, and an unknown role as packer', () => {
    expect(declarationToForm(undefined)).toEqual(EMPTY_DECLARATION);
    expect(
      declarationToForm({ packed: true, genericName: 'g', packerRole: 'boss', packerLabel: 'Packed by', packer: 'p', bestBefore: 'b' }).packerRole,
    ).toBe('packer');
  });

  it('reads a net quantity as a whole number from 1 to 100000', () => {
    expect(netQuantityOf('')).toBeNull();
    expect(netQuantityOf(' 500 ')).toBe(500);
    expect(netQuantityOf('0')).toBeUndefined();
    expect(netQuantityOf('1.5')).toBeUndefined();
    expect(netQuantityOf('100001')).toBeUndefined();
    expect(netRequest({ netQuantity: '', netUnit: 'ml' })).toEqual({ netQuantity: null, netUnit: '' });
    expect(netRequest({ netQuantity: '750', netUnit: 'ml' })).toEqual({ netQuantity: 750, netUnit: 'ml' });
  });

  it('shows the declaration errors while pre-packed is ticked, origin always, and the simple form’s net quantity and MRP', () => {
    expect(showsFieldError(packed, 'declaration.genericName')).toBe(true);
    expect(showsFieldError(EMPTY_PRODUCT_FORM, 'declaration.genericName')).toBe(false);
    expect(showsFieldError(EMPTY_PRODUCT_FORM, 'origin')).toBe(true);
    expect(showsFieldError(EMPTY_PRODUCT_FORM, 'netQuantity')).toBe(true);
    expect(showsFieldError(EMPTY_PRODUCT_FORM, 'variants.0.netQuantity')).toBe(true);
    expect(showsFieldError(EMPTY_PRODUCT_FORM, 'variants.0.mrp')).toBe(false);
    expect(showsFieldError(packed, 'variants.0.mrp')).toBe(true);
    const list = { ...packed, variantList: true };
    expect(showsFieldError(list, 'variants.0.netQuantity')).toBe(true);
    expect(showsFieldError(list, 'variants.3.netQuantity')).toBe(false);
    // What no field shows joins the form's message.
    expect(saveFailure('Failed.', EMPTY_PRODUCT_FORM, { 'declaration.packer': 'Needs a packer.', origin: 'Needs an origin.' })).toBe('Failed. Needs a packer.');
  });
});
