// Benchmark (docs/decisions/0278-live-fan-out-across-processes.md, docs/scaling.md): live
// fan-out across three server processes on one real PostgreSQL.
//
// Three processes of packages/server/src/main.ts share one database; BENCH_SOCKETS public live
// sockets (default 5,000) are spread over them. A public signal is published BENCH_RATE times a
// second (default 10) for BENCH_SECONDS (default 30): with BENCH_PUBLISH=api (the default) the
// demo admin creates it through a process in turn (POST /admin/signals: the signal, its event
// and a notification to each user following forex); with BENCH_PUBLISH=db the bench appends the
// event itself with the publisher's statement (packages/server/src/live/event-log.ts), so the
// figures are the fan-out's alone. Half-way, one process is killed with SIGKILL; its sockets reconnect the way
// the page's live connection does (core/live: 1 s ±20 % backoff, capped at 8 s, with the last
// event id it saw) through a stand-in for the reverse proxy (the next process that accepts,
// as nginx's proxy_next_upstream does). Prints delivery p50/p99 (publish request sent to frame
// received), loss, how long the killed process's sockets took to be back, and whether they
// caught up.
//
// PostgreSQL: DATABASE_URL, or the machine's cluster (pg_lsclusters; started with
// pg_ctlcluster when down and stopped again after, the savdo user and a savdo_bench database
// made as .ci/run makes them). Without PostgreSQL it says so and exits 0.
//
//   node tests/bench/live-fan-out.bench.mjs
//   BENCH_SOCKETS=1000 BENCH_SECONDS=10 node tests/bench/live-fan-out.bench.mjs
//   BENCH_CPU_PROFILE=/tmp/prof node tests/bench/live-fan-out.bench.mjs   (a V8 profile per server)
import { execFileSync, spawn } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { monitorEventLoopDelay } from 'node:perf_hooks';
import { createRequire } from 'node:module';
import pg from 'pg';
import { freePort } from '../kit/free-port.mjs';
import { serverNodeArgs } from '../../scripts/build/server-bundle.mjs';

// The ws release the server runs (8.x, under @fastify/websocket): its frames arrive as bytes.
// The root `ws` is 7.x (a test runner's), which turns every text frame into a string.
const require = createRequire(import.meta.url);
const WebSocket = createRequire(require.resolve('@fastify/websocket'))('ws');

const SOCKETS = Number(process.env.BENCH_SOCKETS ?? 5_000);
const RATE = Number(process.env.BENCH_RATE ?? 10);
const SECONDS = Number(process.env.BENCH_SECONDS ?? 30);
const PROCESSES = 3;
const PUBLISH = process.env.BENCH_PUBLISH === 'db' ? 'db' : 'api';
/** The append statement of packages/server/src/live/event-log.ts, for BENCH_PUBLISH=db. */
const APPEND_SQL = `WITH ordered AS (SELECT pg_advisory_xact_lock($1::bigint),
    set_config('synchronous_commit', 'off', true)),
  logged AS (INSERT INTO live_events (payload) SELECT $2::text FROM ordered RETURNING id)
SELECT id, pg_notify($3::text, CASE WHEN octet_length($2::text) <= $4::int
  THEN id::text || ' ' || $2::text ELSE '#' || id::text END) AS sent FROM logged`;
const ORDER_LOCK_KEY = 72_011_278;

/** A public signal of the size the server sends (texts in three languages). */
function signalEvent(seq) {
  const text = 'Kirish narxi yaqinida sotib olish, stop va maqsad darajalari belgilangan. ';
  return {
    type: 'signal.created',
    signal: {
      id: 100_000 + seq,
      symbol: `BN${seq}`,
      type: 'buy',
      asset_type: 'forex',
      status: 'pending',
      result: 'waiting',
      entry_price: 1.08,
      stop_loss: 1.07,
      take_profit: 1.1,
      timeframe: 'H1',
      is_premium: false,
      locked: false,
      created_at: new Date().toISOString(),
      texts: { uz: text.repeat(3), ru: text.repeat(3), en: text.repeat(3) },
      expert_name: 'Bench',
    },
  };
}
const SECRET = 'bench-secret-0123456789-0123456789-0123456789';
/** The page's reconnect backoff (packages/core/src/live/live-backoff.ts). */
const BACKOFF_INITIAL_MS = 1_000;
const BACKOFF_MAX_MS = 8_000;
const BACKOFF_JITTER = 0.2;

const sleep = (ms) => new Promise((r) => setTimeout(r, ms));
const now = () => performance.now();

function percentile(sorted, p) {
  if (sorted.length === 0) return 0;
  return sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))] ?? 0;
}

function ms(value) {
  return `${value.toFixed(value < 10 ? 1 : 0)} ms`;
}

function backoff(attempt) {
  const base = Math.min(BACKOFF_MAX_MS, BACKOFF_INITIAL_MS * 2 ** Math.min(attempt, 16));
  return Math.round(base * (1 - BACKOFF_JITTER + 2 * BACKOFF_JITTER * Math.random()));
}

function has(command) {
  try {
    execFileSync('sh', ['-c', `command -v ${command}`], { stdio: 'ignore' });
    return true;
  } catch {
    return false;
  }
}

function asPostgres(sql, port) {
  return execFileSync('su', ['postgres', '-c', `psql -p ${port} -qtAc "${sql}"`], {
    encoding: 'utf8',
  }).trim();
}

/** DATABASE_URL, or the machine's first cluster (started if down); null when there is none. */
function findPostgres() {
  if (process.env.DATABASE_URL) return { url: process.env.DATABASE_URL, stop: () => {} };
  if (!has('pg_lsclusters')) return null;
  const line = execFileSync('pg_lsclusters', ['--no-header'], { encoding: 'utf8' })
    .split('\n')
    .find((l) => l.trim());
  if (!line) return null;
  const [version, name, port, status] = line.trim().split(/\s+/);
  const started = status !== 'online';
  if (started) execFileSync('pg_ctlcluster', [version, name, 'start'], { stdio: 'inherit' });
  if (asPostgres("select 1 from pg_roles where rolname='savdo'", port) !== '1') {
    asPostgres("create user savdo password 'savdo' createdb", port);
  }
  if (asPostgres("select 1 from pg_database where datname='savdo_bench'", port) !== '1') {
    execFileSync('su', ['postgres', '-c', `createdb -p ${port} -O savdo savdo_bench`]);
  }
  return {
    url: `postgres://savdo:savdo@127.0.0.1:${port}/savdo_bench`,
    version: `${version} ${name}`,
    stop() {
      if (!started) return;
      // Started here: stopped again, unless someone else has connected since.
      const others = asPostgres(
        "select count(*) from pg_stat_activity where backend_type = 'client backend' and pid <> pg_backend_pid()",
        port,
      );
      if (others === '0') execFileSync('pg_ctlcluster', [version, name, 'stop']);
      else console.log(`PostgreSQL ${version} ${name} left running: ${others} other connections`);
    },
  };
}

/** One server process: node on the server's bundle, so SIGKILL reaches the server (no wrapper). */
async function startProcess(url, schema) {
  const port = await freePort();
  const dataDir = mkdtempSync(join(tmpdir(), 'savdo-bench-live-'));
  // BENCH_CPU_PROFILE=<dir>: each server process writes a V8 CPU profile there when stopped.
  const profile = process.env.BENCH_CPU_PROFILE
    ? ['--cpu-prof', `--cpu-prof-dir=${process.env.BENCH_CPU_PROFILE}`]
    : [];
  const child = spawn(process.execPath, [...profile, ...(await serverNodeArgs())], {
    env: {
      ...process.env,
      DATABASE_URL: url,
      DATABASE_SCHEMA: schema,
      PORT: String(port),
      HOST: '127.0.0.1',
      JWT_SECRET: SECRET,
      SAVDO_DATA_DIR: dataDir,
      SAVDO_SEED: 'demo',
      LOG_LEVEL: 'error',
    },
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  const base = `http://127.0.0.1:${port}`;
  for (let i = 0; i < 1_200; i += 1) {
    if (child.exitCode !== null) throw new Error(`server exited with ${child.exitCode}`);
    try {
      if ((await fetch(`${base}/healthz`)).ok) return { base, port, child, dataDir, alive: true };
    } catch {
      // starting
    }
    await sleep(100);
  }
  throw new Error('server did not start within 120 s');
}

function stopProcess(proc) {
  return new Promise((resolve) => {
    if (proc.child.exitCode !== null || proc.child.signalCode !== null) return resolve();
    proc.child.once('exit', () => resolve());
    proc.child.kill('SIGTERM');
  });
}

/** CPU seconds a process has used (utime + stime from /proc). */
function cpuSeconds(pid) {
  try {
    const fields = readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1].split(' ');
    return (Number(fields[11]) + Number(fields[12])) / 100;
  } catch {
    return Number.NaN;
  }
}

async function signIn(base) {
  const res = await fetch(`${base}/api/v1/auth/jwt/login`, {
    method: 'POST',
    body: new URLSearchParams({ grant_type: 'password', username: 'admin', password: 'admin123' }),
  });
  if (!res.ok) throw new Error(`admin sign-in answered ${res.status}`);
  return (await res.json()).access_token;
}

const ID_PREFIX = Buffer.from('{"id":');
const SIGNAL_TYPE = Buffer.from(',"type":"signal.created"');
const SYMBOL_PREFIX = Buffer.from('"symbol":"BN');

/** The digits at `at` in `bytes`, and where they end. */
function digitsAt(bytes, at) {
  let value = 0;
  let end = at;
  while (end < bytes.length && bytes[end] >= 48 && bytes[end] <= 57) {
    value = value * 10 + bytes[end] - 48;
    end += 1;
  }
  return end === at ? null : { value, end };
}

/** An event frame's id, and for a bench signal its sequence number; null for other frames. */
function readFrame(bytes) {
  if (bytes.compare(ID_PREFIX, 0, ID_PREFIX.length, 0, ID_PREFIX.length) !== 0) return null;
  const id = digitsAt(bytes, ID_PREFIX.length);
  if (!id) return null;
  const signal =
    bytes.compare(SIGNAL_TYPE, 0, SIGNAL_TYPE.length, id.end, id.end + SIGNAL_TYPE.length) === 0;
  if (!signal) return { id: id.value, signal: false, seq: -1 };
  const at = bytes.indexOf(SYMBOL_PREFIX, id.end);
  const seq = at < 0 ? null : digitsAt(bytes, at + SYMBOL_PREFIX.length);
  return { id: id.value, signal: true, seq: seq ? seq.value : -1 };
}

async function main() {
  const postgres = findPostgres();
  if (!postgres) {
    console.log(
      'live-fan-out: skipped, no PostgreSQL (set DATABASE_URL or apt-get install -y postgresql)',
    );
    return;
  }
  const schema = `bench_live_${randomBytes(4).toString('hex')}`;
  const procs = [];
  const sockets = [];
  const lag = monitorEventLoopDelay({ resolution: 10 });
  try {
    console.log(
      `PostgreSQL ${postgres.version ?? 'from DATABASE_URL'}; ${PROCESSES} server processes, ` +
        `publishing through ${PUBLISH === 'api' ? 'POST /admin/signals' : 'the append statement'}, ` +
        `${SOCKETS} sockets, ${RATE} signals/s for ${SECONDS} s; open files limit here ` +
        `${execFileSync('sh', ['-c', 'ulimit -n'], { encoding: 'utf8' }).trim()}; load average ` +
        readFileSync('/proc/loadavg', 'utf8').split(' ').slice(0, 3).join(' '),
    );
    // The first one migrates and seeds; the others start together after it.
    procs.push(await startProcess(postgres.url, schema));
    procs.push(
      ...(await Promise.all(
        Array.from({ length: PROCESSES - 1 }, () => startProcess(postgres.url, schema)),
      )),
    );
    const token = await signIn(procs[0].base);

    // ---- the sockets, and the reverse proxy's stand-in ----
    let roundRobin = 0;
    const sentAt = [];
    const live = []; // delivery delays of events received live
    const liveBeforeKill = [];
    let killAt = Number.POSITIVE_INFINITY;
    let duplicates = 0;

    function connect(state, attempt) {
      const start = roundRobin++ % PROCESSES;
      // Like nginx: a refused upstream is skipped at once; all refused is the client's failure.
      const tryUpstream = (offset) => {
        if (offset === PROCESSES) return scheduleReconnect(state, attempt);
        const proc = procs[(start + offset) % PROCESSES];
        const url = new URL('/api/v1/live', proc.base.replace(/^http/, 'ws'));
        if (state.lastEventId !== null)
          url.searchParams.set('last_event_id', String(state.lastEventId));
        // The client side must not be the bottleneck: frames stay bytes (no UTF-8 check, no
        // string per frame); only a hello is decoded.
        const ws = new WebSocket(url, { perMessageDeflate: false, skipUTF8Validation: true });
        let opened = false;
        ws.on('open', () => {
          opened = true;
        });
        ws.on('error', () => {});
        ws.on('close', () => {
          if (!opened) return tryUpstream(offset + 1);
          state.socket = null;
          state.droppedAt = now();
          if (!state.closing) scheduleReconnect(state, 0);
        });
        ws.on('message', (data) => receive(state, proc, data));
        state.socket = ws;
      };
      tryUpstream(0);
    }

    function scheduleReconnect(state, attempt) {
      state.reconnects += 1;
      setTimeout(() => connect(state, attempt + 1), backoff(attempt));
    }

    function receive(state, proc, bytes) {
      const frame = readFrame(bytes);
      if (!frame) {
        const event = JSON.parse(bytes.toString('utf8'));
        if (event.type !== 'hello') return;
        state.lastEventId = event.last_event_id;
        state.proc = proc;
        const at = now();
        if (state.firstHello === null) state.firstHello = at;
        else state.backAt.push({ at, resumed: event.resumed, sent: sentAt.length });
        state.onHello?.();
        return;
      }
      state.lastEventId = frame.id;
      if (!frame.signal) return;
      const seq = frame.seq;
      if (seq < 0 || seq >= state.seen.length) return;
      if (state.seen[seq]) {
        duplicates += 1;
        return;
      }
      state.seen[seq] = 1;
      const at = now();
      if (state.backAt.length === 0) {
        const delay = at - sentAt[seq];
        if (at < killAt) liveBeforeKill.push(delay);
        if (!state.victim) live.push(delay);
      } else if (seq < state.backAt[0].sent) {
        state.caughtUpAt = at; // a signal published before it was back: replayed
      }
    }

    const total = Math.round(RATE * SECONDS);
    const openStart = now();
    for (let i = 0; i < SOCKETS; i += 250) {
      await Promise.all(
        Array.from({ length: Math.min(250, SOCKETS - i) }, () => {
          const state = {
            socket: null,
            proc: null,
            lastEventId: null,
            firstHello: null,
            backAt: [],
            seen: new Uint8Array(total),
            reconnects: 0,
            victim: false,
            caughtUpAt: null,
            closing: false,
            onHello: null,
          };
          sockets.push(state);
          return new Promise((resolve) => {
            state.onHello = () => {
              state.onHello = null;
              resolve();
            };
            connect(state, 0);
          });
        }),
      );
    }
    const perProcess = procs.map((p) => sockets.filter((s) => s.proc === p).length);
    console.log(
      `opened ${sockets.length} sockets in ${((now() - openStart) / 1000).toFixed(1)} s ` +
        `(${perProcess.join(' / ')} per process)`,
    );
    await sleep(1_000);

    // ---- publishing, with one process killed half-way ----
    const victim = procs[PROCESSES - 1];
    const cpuBefore = procs.map((p) => cpuSeconds(p.child.pid));
    const clientCpuBefore = process.cpuUsage();
    const published = new Uint8Array(total);
    let publishFailures = 0;
    const requests = [];
    lag.enable();
    // The machine's own delay: a trivial request to a surviving process, five times a second.
    const probes = [];
    let probing = true;
    const probe = (async () => {
      while (probing) {
        const t0 = now();
        await fetch(`${procs[0].base}/healthz`)
          .then((r) => r.arrayBuffer())
          .catch(() => {});
        probes.push(now() - t0);
        await sleep(200);
      }
    })();
    const postTimes = [];
    const direct =
      PUBLISH === 'db'
        ? new pg.Pool({
            connectionString: postgres.url,
            max: 4,
            options: `-c search_path=${schema}`,
          })
        : null;
    const runStart = now();
    for (let seq = 0; seq < total; seq += 1) {
      const due = runStart + (seq * 1000) / RATE;
      if (due > now()) await sleep(due - now());
      if (seq === Math.floor(total / 2)) {
        for (const s of sockets) if (s.proc === victim) s.victim = true;
        killAt = now();
        victim.child.kill('SIGKILL');
        victim.alive = false;
      }
      const alive = procs.filter((p) => p.alive);
      const proc = alive[seq % alive.length];
      sentAt[seq] = now();
      const postStart = sentAt[seq];
      if (direct) {
        const envelope = { event: signalEvent(seq), audience: { kind: 'public' } };
        requests.push(
          direct
            .query(APPEND_SQL, [
              ORDER_LOCK_KEY,
              JSON.stringify(envelope),
              `savdo_live_${schema}`,
              7_000,
            ])
            .then(() => {
              published[seq] = 1;
              postTimes.push(now() - postStart);
            })
            .catch(() => {
              publishFailures += 1;
            }),
        );
        continue;
      }
      requests.push(
        fetch(`${proc.base}/api/v1/admin/signals`, {
          method: 'POST',
          headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json' },
          body: JSON.stringify({
            symbol: `BN${seq}`,
            type: 'buy',
            asset_type: 'forex',
            entry_price: 1.08,
            stop_loss: 1.07,
            take_profit: 1.1,
            timeframe: 'H1',
          }),
        })
          .then((res) => {
            if (res.status === 201) published[seq] = 1;
            else publishFailures += 1;
            postTimes.push(now() - postStart);
            return res.arrayBuffer();
          })
          .catch(() => {
            publishFailures += 1;
          }),
      );
    }
    const publishSeconds = (now() - runStart) / 1000;
    await Promise.all(requests);
    await direct?.end();
    const publishedCount = published.reduce((a, b) => a + b, 0);
    // Wait until every socket has every published signal, or 20 s.
    const missing = (s) => {
      let n = 0;
      for (let i = 0; i < total; i += 1) if (published[i] && !s.seen[i]) n += 1;
      return n;
    };
    const waitUntil = now() + 20_000;
    while (now() < waitUntil && sockets.some((s) => missing(s) > 0)) await sleep(250);
    lag.disable();
    probing = false;
    await probe;
    const elapsed = (now() - runStart) / 1000;
    const cpu = procs.map((p, i) => (cpuSeconds(p.child.pid) - cpuBefore[i]) / elapsed);
    const clientCpuUsed = process.cpuUsage(clientCpuBefore);
    const clientCpu = (clientCpuUsed.user + clientCpuUsed.system) / 1e6 / elapsed;

    // ---- figures ----
    const sorted = (list) => [...list].sort((a, b) => a - b);
    const report = (label, list) => {
      const s = sorted(list);
      console.log(
        `${label}: ${s.length} samples, p50 ${ms(percentile(s, 50))}, ` +
          `p99 ${ms(percentile(s, 99))}, max ${ms(s.at(-1) ?? 0)}`,
      );
    };
    console.log(
      `published ${publishedCount}/${total} signals in ${publishSeconds.toFixed(1)} s ` +
        `(${publishFailures} publish requests failed)`,
    );
    report(
      PUBLISH === 'api'
        ? "publish request round trip (signal, its event, its followers' notifications)"
        : 'append statement round trip',
      postTimes,
    );
    report("GET /healthz on a surviving process during the run (the machine's own delay)", probes);
    report('delivery, all 3 processes, before the kill', liveBeforeKill);
    report('delivery, sockets on the 2 surviving processes, whole run', live);
    const survivors = sockets.filter((s) => !s.victim);
    const victims = sockets.filter((s) => s.victim);
    const lost = (list) => list.reduce((n, s) => n + missing(s), 0);
    console.log(
      `loss: ${lost(survivors)} of ${survivors.length * publishedCount} on surviving processes, ` +
        `${lost(victims)} of ${victims.length * publishedCount} on the killed one's sockets ` +
        `after their catch-up; ${duplicates} duplicates`,
    );
    const back = sorted(
      victims.filter((s) => s.backAt.length > 0).map((s) => s.backAt[0].at - killAt),
    );
    const resumed = victims.filter((s) => s.backAt[0]?.resumed === true).length;
    console.log(
      `kill -9 of 1 process with ${victims.length} sockets: ${back.length} back on another ` +
        `(${resumed} resumed with their last id), p50 ${ms(percentile(back, 50))}, ` +
        `p99 ${ms(percentile(back, 99))}, max ${ms(back.at(-1) ?? 0)}; ` +
        `${back.filter((t) => t <= 10_000).length} within 10 s; ` +
        `${victims.filter((s) => missing(s) === 0).length} caught up with no loss`,
    );
    const dropSeen = sorted(
      victims.filter((s) => s.droppedAt !== undefined).map((s) => s.droppedAt - killAt),
    );
    console.log(
      `  of which: the drop seen after p50 ${ms(percentile(dropSeen, 50))}, then the backoff ` +
        `(1 s ±20 %), the connection and the catch-up read`,
    );
    const caughtUp = sorted(
      victims.filter((s) => s.caughtUpAt !== null).map((s) => s.caughtUpAt - s.backAt[0].at),
    );
    console.log(
      `catch-up after the reconnect (hello to last missed signal): p50 ${ms(percentile(caughtUp, 50))}, ` +
        `p99 ${ms(percentile(caughtUp, 99))}`,
    );
    console.log(
      `CPU per process during the run: ${cpu.map((c) => `${(c * 100).toFixed(0)} %`).join(' / ')} ` +
        `(the killed one until its end); the bench client ${(clientCpu * 100).toFixed(0)} %, ` +
        `its event-loop delay p99 ${ms(lag.percentile(99) / 1e6)}, max ${ms(lag.max / 1e6)}`,
    );
    const p99 = percentile(sorted(live), 99);
    const lostLive = lost(survivors);
    const allBack = back.length === victims.length && back.every((t) => t <= 10_000);
    console.log(
      `targets: delivery p99 under 200 ms ${p99 < 200 ? 'met' : 'NOT met'} (${ms(p99)}); ` +
        `no loss for connected clients ${lostLive === 0 ? 'met' : 'NOT met'}; ` +
        `the killed one's clients back within 10 s ${allBack ? 'met' : 'NOT met'}`,
    );
    const pgCount = new pg.Client({ connectionString: postgres.url });
    await pgCount.connect();
    const rows = await pgCount.query(`SELECT count(*)::int AS n FROM ${schema}.live_events`);
    await pgCount.end();
    console.log(
      `live_events rows kept: ${rows.rows[0].n}; load average at the end ` +
        readFileSync('/proc/loadavg', 'utf8').split(' ').slice(0, 3).join(' '),
    );
  } finally {
    for (const s of sockets) {
      s.closing = true;
      s.socket?.terminate();
    }
    await Promise.all(procs.map(stopProcess));
    for (const p of procs) rmSync(p.dataDir, { recursive: true, force: true });
    try {
      const client = new pg.Client({ connectionString: postgres.url });
      await client.connect();
      await client.query(`DROP SCHEMA IF EXISTS ${schema} CASCADE`);
      await client.end();
    } catch (error) {
      console.error('could not drop the bench schema:', error);
    }
    postgres.stop();
  }
}

main().catch((error) => {
  console.error(error);
  process.exit(1);
});
