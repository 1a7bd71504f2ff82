/** ea-list, ea-status: the expert advisors on the admin command line (same service as the API). */
import { EXPERT_ADVISOR_STATUSES, type ExpertAdvisorStatus } from '@savdo/contract';
import { idOf, parse, positional } from '../../cli/args';
import { UsageError, type AdminCommand } from '../../cli/command';
import { changeEaStatus } from './admin-service';

export const eaListCommand: AdminCommand = {
  name: 'ea-list',
  readOnly: true,
  summary: 'list the expert advisors users bought, newest first',
  usage: 'ea-list',
  async run(_args, { db, out }) {
    const { rows } = await db.query<{
      id: number;
      username: string;
      name: string;
      status: string;
      platform: string;
      broker: string;
      login: string;
      expires_at: Date | null;
    }>(
      `SELECT e.id, u.username, b.name, e.status, e.platform, e.broker, e.login, e.expires_at
       FROM expert_advisors e JOIN users u ON u.id = e.user_id JOIN algo_bots b ON b.id = e.bot_id
       ORDER BY e.id DESC LIMIT 200`,
    );
    out(`${rows.length} expert advisors`);
    for (const r of rows)
      out(
        `  #${r.id} ${r.name} for ${r.username}: ${r.status}, ${r.platform} ${r.broker} ${r.login}, ` +
          (r.expires_at ? `until ${r.expires_at.toISOString().slice(0, 10)}` : 'lifetime'),
      );
  },
};

export const eaStatusCommand: AdminCommand = {
  name: 'ea-status',
  summary: "set an expert advisor's status (the owner is told live)",
  usage: `ea-status <id> <${EXPERT_ADVISOR_STATUSES.join('|')}>`,
  async run(args, { db, publish, out }) {
    const p = parse(args, {});
    const id = idOf(p);
    const status = positional(p, 1, 'status');
    if (!(EXPERT_ADVISOR_STATUSES as readonly string[]).includes(status))
      throw new UsageError(`<status> must be one of ${EXPERT_ADVISOR_STATUSES.join(', ')}`);
    const ea = await changeEaStatus(db, publish, id, status as ExpertAdvisorStatus);
    out(`#${ea.id} ${ea.name}: ${ea.status}`);
  },
};
