import { ATTEMPTS, attemptPhone } from './attempt';

/**
 * The shop's staff in the console's server journeys, added with `pnpm staff:add` before the
 * server starts (server.config.ts). One phone per journey (a phone waits 30 s between codes),
 * and another for its retry (`attemptPhone`).
 */
export const STAFF = [
  { phone: '9811100001', role: 'owner', journey: 'confirm and dispatch a COD order' },
  { phone: '9811100002', role: 'owner', journey: 'cancel and refund a prepaid order' },
  { phone: '9811100003', role: 'packer', journey: "a packer's dispatch on a phone" },
  { phone: '9811100004', role: 'owner', journey: "today's figures" },
  { phone: '9811100005', role: 'owner', journey: 'change a price and a stock count' },
  { phone: '9811100006', role: 'owner', journey: 'add staff and read the audit log' },
  { phone: '9811100007', role: 'owner', journey: 'collections, coupons, shipping and pin codes' },
  { phone: '9811100008', role: 'packer', journey: 'book with the courier and print the label' },
  { phone: '9811100009', role: 'manager', journey: 'reconcile a COD remittance statement' },
  { phone: '9811100010', role: 'owner', journey: 'register for GST and print an invoice' },
] as const;

/** Every staff phone to add before the server starts: each journey's, for every attempt. */
export const STAFF_TO_ADD = STAFF.flatMap((member) =>
  Array.from({ length: ATTEMPTS }, (_, retry) => ({
    role: member.role,
    phone: attemptPhone(member.phone, retry),
  })),
);

/** The staff member of one journey, with this attempt's phone. */
export const staffFor = (journey: (typeof STAFF)[number]['journey']) => {
  const member = STAFF.find((candidate) => candidate.journey === journey);
  if (!member) throw new Error(`No staff member for ${journey}`);
  return { ...member, phone: attemptPhone(member.phone) };
};
