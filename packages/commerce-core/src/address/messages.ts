/**
 * Address messages of spec 5 "Address check at order time", word for word (including the
 * 'pincocde' spelling).
 *
 * @example
 * ADDRESS_MESSAGES.COD_NOT_AVAILABLE; // 'Cash on Delivery is not available at this pincocde'
 */
export const ADDRESS_MESSAGES = Object.freeze({
  INVALID_PHONE: 'Please enter valid phone number',
  INVALID_PINCODE: 'Please enter valid pincode',
  ONLINE_NOT_AVAILABLE: 'Online Delivery is not available at this pincocde',
  COD_NOT_AVAILABLE: 'Cash on Delivery is not available at this pincocde',
  FIRSTNAME_REQUIRED: 'Please enter firstname',
  ADDRESS_REQUIRED: 'Please enter address',
  CITY_REQUIRED: 'Please enter city',
});
