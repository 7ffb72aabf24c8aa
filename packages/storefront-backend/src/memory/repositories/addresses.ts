import type { AddressesRepository } from '../../ports/storage/addresses.js';
import type { AddressRecord } from '../../ports/storage/records.js';
import { copy } from '../copy.js';
import { assertNew } from '../checks.js';
import { wholeNumber } from '../../storage/checks.js';
import type { Draft, Run } from '../draft.js';
import { compareText, newestFirst } from '../paging.js';
import { addressFieldsOf } from '../../storage/address-fields.js';

const own = (draft: Draft, userId: string, id: string): AddressRecord | null => {
  const address = draft.read('addresses').get(id);
  return address?.userId === userId ? address : null;
};

/** Address books in the memory adapter. */
export function memoryAddresses(run: Run): AddressesRepository {
  return {
    list: (userId, filter) =>
      run((draft) =>
        copy(
          [...draft.read('addresses').values()]
            .filter((a) => a.userId === userId)
            .filter((a) => filter?.pinCode === undefined || a.pinCode === filter.pinCode)
            .sort((a, b) => newestFirst(a, b) || compareText(a.id, b.id)),
        ),
      ),
    get: (userId, id) => run((draft) => copy(own(draft, userId, id))),
    insert: (address, { maxPerUser }) =>
      run((draft) => {
        wholeNumber(maxPerUser, 'maxPerUser', 0);
        const table = draft.read('addresses');
        const count = [...table.values()].filter((a) => a.userId === address.userId).length;
        if (count >= maxPerUser) return { ok: false as const, reason: 'limit' as const };
        assertNew(table, address.id, 'address id');
        draft.write('addresses').set(address.id, copy(address));
        return { ok: true as const, address: copy(address) };
      }),
    update: (userId, id, fields, at) =>
      run((draft) => {
        const address = own(draft, userId, id);
        if (!address) return null;
        const updated = { ...address, ...copy(addressFieldsOf(fields)), updatedAt: at };
        draft.write('addresses').set(id, updated);
        return copy(updated);
      }),
    delete: (userId, id) =>
      run((draft) => {
        const address = own(draft, userId, id);
        if (address) draft.write('addresses').delete(id);
        return copy(address);
      }),
  };
}
