import { describe, expect, it } from 'vitest';
import { searchFilter } from '../filters';

describe('searchFilter', () => {
  it.each([
    ['9800000001', { phone: '9800000001' }],
    ['+91 98000 00001', { phone: '9800000001' }],
    ['+919800000001', { phone: '9800000001' }],
    ['haat-10234', { code: 'HAAT-10234' }],
    [' HAAT-10234 ', { code: 'HAAT-10234' }],
    ['DLV1000001', { awb: 'DLV1000001' }],
    ['12345', { awb: '12345' }],
    ['   ', {}],
  ])('reads %j as %j', (typed, filter) => {
    expect(searchFilter(typed)).toEqual(filter);
  });
});
