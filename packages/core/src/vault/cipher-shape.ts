// What a vault cipher is, apart from where it is installed (vault-cipher.ts) and the one we
// ship (aes-gcm-cipher.ts, loaded on demand), so neither of those two imports the other.

/** Seals and opens the stored session record (its JSON) as the text kept in storage. */
export interface VaultCipher {
  seal(plain: string): string;
  /** Throws on anything this cipher did not seal. */
  open(sealed: string): string;
}
