/** A +91 phone as people read it: '+919876543210' → '+91 98765 43210' (others unchanged). */
export const displayPhone = (phone: string) => phone.replace(/^(\+91)(\d{5})(\d{5})$/, '$1 $2 $3');
