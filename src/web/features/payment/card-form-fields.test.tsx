// @vitest-environment jsdom
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { cleanup, screen } from '@testing-library/react';
import { renderScreen } from '../../../../tests/support/web/render';
import { loadAllStrings } from '../../i18n';
import { CardForm } from './card-form';

// The card fields keep only what their format allows: the field shows exactly what will be sent.
describe('CardForm fields', () => {
  beforeAll(async () => {
    await loadAllStrings();
  });
  afterEach(cleanup);

  it('drops what a field does not take, and shows only what it keeps', async () => {
    const { user } = renderScreen(<CardForm email="ana@example.com" onPay={async () => {}} />);
    const number = screen.getByLabelText<HTMLInputElement>('Card number');
    await user.type(number, '4242x4242-4242 4242 99999999');
    expect(number.value).toBe('4242 4242 4242 4242 999');
    const expiry = screen.getByLabelText<HTMLInputElement>('Expiry (MM / YY)');
    await user.type(expiry, '1a2/3b4c5');
    expect(expiry.value).toBe('12 / 34');
    const cvc = screen.getByLabelText<HTMLInputElement>('CVC');
    await user.type(cvc, '1a2b3c45');
    expect(cvc.value).toBe('1234');
  });
});
