// The back office checks its forms against the contract's request schemas (formErrors), so it
// needs TypeBox and those schemas in the browser. Every other page needs neither, and the
// contract's modules live in the host's shell chunk, which every page loads: a schema kept for
// the back office would bring TypeBox into every page's first load (about 13 KB gzip).
//
// So the back office's pages import their own copy of the contract: this plugin resolves each
// contract module imported from `host-app/src/pages/admin/` or from the partner portal's
// `host-app/src/pages/partner/`, whose forms do the same (and, inside that copy, each module
// the copy imports) to the same file with a `?back-office` suffix. The copy is a separate module
// to the bundler, outside the shell's group, and lands in the back office's lazy chunks with
// TypeBox; the shell's modules stay schema-free. The contract holds data and schemas only (no
// classes, no state), so two copies of it behave as one. See
// docs/decisions/0305-back-office-contract-copy.md.

import { readFile } from 'node:fs/promises';

const SUFFIX = '?back-office';
const CONTRACT_SOURCE = /[\\/]packages[\\/]contract[\\/]src[\\/][^?]*\.ts$/;
const BACK_OFFICE_PAGES = /[\\/]host-app[\\/]src[\\/]pages[\\/](admin|partner)[\\/]/;

/** Whether an id is a module of the back office's copy of the contract. */
export function isBackOfficeCopy(id) {
  return id.endsWith(SUFFIX) && CONTRACT_SOURCE.test(id.slice(0, -SUFFIX.length));
}

/** A rollup (and Vite) plugin: the back office's pages get their own copy of the contract. */
export function backOfficeContractCopy() {
  return {
    name: 'savdo-back-office-contract-copy',
    enforce: 'pre',
    async resolveId(source, importer, options) {
      if (!importer) return null;
      const fromCopy = isBackOfficeCopy(importer);
      if (!fromCopy && !BACK_OFFICE_PAGES.test(importer)) return null;
      if (!fromCopy && !source.startsWith('@savdo/contract')) return null;
      const plainImporter = fromCopy ? importer.slice(0, -SUFFIX.length) : importer;
      const resolved = await this.resolve(source, plainImporter, { ...options, skipSelf: true });
      if (!resolved || resolved.external || !CONTRACT_SOURCE.test(resolved.id)) return null;
      return { ...resolved, id: resolved.id + SUFFIX };
    },
    async load(id) {
      if (!isBackOfficeCopy(id)) return null;
      return { code: await readFile(id.slice(0, -SUFFIX.length), 'utf8'), moduleType: 'ts' };
    },
  };
}
