/** partner-create, partner-list, partner-revoke: keys that let partner origins embed our widgets. */
import type { AdminCommand } from '../../cli/command';
import { UsageError } from '../../cli/command';
import { parse, positional, stringFlag } from '../../cli/args';
import { listPartnerKeys, revokePartnerKey } from './repository';
import { createPartner, hashPartnerKey, PartnerInputError } from './service';
import type { PartnerKey } from '@savdo/contract';

function describePartner(p: PartnerKey & { key?: string }): string {
  const state = p.revoked_at ? `revoked ${p.revoked_at}` : 'active';
  // The key itself only right after creation: the table keeps its hash (decision 0320).
  const key = p.key ?? `${p.key_prefix}…`;
  return `#${p.id} ${p.name} (${state}) key ${key}, ${p.rate_limit_per_minute}/min, origins: ${p.allowed_origins.join(' ')}`;
}

export const partnerCreateCommand: AdminCommand = {
  name: 'partner-create',
  summary: 'create a partner key for the given origins (prints the key for data-partner)',
  usage:
    'partner-create <name> --origins <https://a.example,https://b.example> [--rate <per minute>]',
  async run(args, { db, out }) {
    const p = parse(args, { origins: { type: 'string' }, rate: { type: 'string' } });
    const name = positional(p, 0, 'name');
    const origins = (stringFlag(p, 'origins') ?? '')
      .split(',')
      .map((o) => o.trim())
      .filter(Boolean);
    const rateText = stringFlag(p, 'rate');
    const rate = rateText === undefined ? undefined : Number(rateText);
    try {
      out(
        `partner-create: ${describePartner(await createPartner(db, { name, origins, rateLimitPerMinute: rate }))}`,
      );
    } catch (error) {
      if (error instanceof PartnerInputError) throw new UsageError(error.message);
      throw error;
    }
  },
};

export const partnerListCommand: AdminCommand = {
  name: 'partner-list',
  readOnly: true,
  summary: 'list partner keys',
  usage: 'partner-list',
  async run(args, { db, out }) {
    parse(args, {});
    const keys = await listPartnerKeys(db);
    for (const key of keys) out(describePartner(key));
    out(`${keys.length} partner keys`);
  },
};

export const partnerRevokeCommand: AdminCommand = {
  name: 'partner-revoke',
  summary: 'revoke a partner key (its pages stop loading data at once)',
  usage: 'partner-revoke <key id | key>',
  async run(args, { db, out }) {
    const p = parse(args, {});
    const ref = positional(p, 0, 'key id | key');
    const revoked = await revokePartnerKey(
      db,
      /^\d+$/.test(ref) ? Number(ref) : { keyHash: hashPartnerKey(ref) },
    );
    if (!revoked) throw new UsageError(`no partner key ${ref}`);
    out(`partner-revoke: ${describePartner(revoked)}`);
  },
};
