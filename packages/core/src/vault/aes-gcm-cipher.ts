// The vault's cipher: seals and opens the record's JSON in the format of vault-format.ts with
// AES-GCM in JavaScript, synchronously, as every read and write of the vault is. GCM
// authenticates, so a tampered record fails to open. Its module builds AES tables as it is
// evaluated (a long task on a phone), so a signed-in page's start opens the stored record with
// the browser's own crypto instead (web-crypto-open.ts) and loads this at the first use.
import { gcm } from '@noble/ciphers/aes.js';
import { bytesToUtf8, concatBytes, randomBytes, utf8ToBytes } from '@noble/ciphers/utils.js';
import type { VaultCipher } from './cipher-shape';
import { NONCE_BYTES, toBase64, unpackSealed, vaultKey } from './vault-format';

const VAULT_KEY = vaultKey();

export const aesGcmCipher: VaultCipher = {
  seal(plain) {
    const nonce = randomBytes(NONCE_BYTES);
    return toBase64(concatBytes(nonce, gcm(VAULT_KEY, nonce).encrypt(utf8ToBytes(plain))));
  },
  open(sealed) {
    const { nonce, body } = unpackSealed(sealed);
    return bytesToUtf8(gcm(VAULT_KEY, nonce).decrypt(body));
  },
};
