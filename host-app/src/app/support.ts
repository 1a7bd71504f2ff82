// Where "contact support" and "contact the admin" lead: the support mailbox of the product.
export const SUPPORT_EMAIL = 'support@savdo.uz';
export const SUPPORT_HREF = `mailto:${SUPPORT_EMAIL}`;
