import { describe, expect, it } from 'vitest';
import {
  canLock,
  canRenew,
  canSend,
  canUnlock,
  countByState,
  hasVerifiedData,
  newProductName,
  stateLabels,
  verificationLink,
} from './newProductsLogic.ts';

describe('new products', () => {
  const verifyPath = (token: string) => `/verify-product?${new URLSearchParams({ token })}`;

  it('builds the link to send from the origin and the verify route', () => {
    expect(verificationLink('https://factory.example', verifyPath, 'vt-new-7')).toBe(
      'https://factory.example/verify-product?token=vt-new-7',
    );
    expect(verificationLink('https://factory.example/', verifyPath, 'a b&c')).toBe(
      'https://factory.example/verify-product?token=a+b%26c',
    );
  });

  it('only a waiting link is sent or locked; only a verified one has data to open', () => {
    expect([canSend({ state: 'waiting' }), canSend({ state: 'locked' }), canSend({ state: 'expired' })]).toEqual([
      true,
      false,
      false,
    ]);
    expect([canLock({ state: 'waiting' }), canLock({ state: 'verified' })]).toEqual([true, false]);
    expect([hasVerifiedData({ state: 'verified' }), hasVerifiedData({ state: 'locked' })]).toEqual([true, false]);
  });

  it('renews only an expired link and unlocks only a locked product, never a verified one', () => {
    const states = ['waiting', 'locked', 'verified', 'expired'] as const;
    expect(states.map((state) => canRenew({ state }))).toEqual([false, false, false, true]);
    expect(states.map((state) => canUnlock({ state }))).toEqual([false, true, false, false]);
  });

  it('names a row by title, then product id, then number', () => {
    expect(newProductName({ id: 3, title: 'Koi Lantern', product_id: 'LS-1' })).toBe('Koi Lantern');
    expect(newProductName({ id: 3, title: ' ', product_id: 'LS-1' })).toBe('LS-1');
    expect(newProductName({ id: 3, title: '', product_id: '' })).toBe('New product 3');
  });

  it('counts the rows of each state', () => {
    expect(countByState([{ state: 'waiting' }, { state: 'verified' }, { state: 'waiting' }])).toEqual({
      waiting: 2,
      locked: 0,
      verified: 1,
      expired: 0,
    });
    expect(stateLabels.expired).toBe('Link expired');
  });
});
