// Importing this module defines the auth elements (the embed loader imports it on demand):
// <savdo-auth>, <savdo-sign-in>, <savdo-register>, <savdo-password-setup>,
// <savdo-reset-password>, <savdo-verify-email>. They are for pages of our own origin.
import { defineAuthElements } from './elements';

defineAuthElements();
