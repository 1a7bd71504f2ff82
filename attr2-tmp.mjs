import { decode } from '@jridgewell/sourcemap-codec';
import { readFileSync } from 'node:fs';
import { resolve, dirname } from 'node:path';
const [f, pat] = process.argv.slice(2);
const code = readFileSync(f, 'utf8'); const map = JSON.parse(readFileSync(f + '.map', 'utf8'));
const lines = code.split('\n'); const parts = {};
decode(map.mappings).forEach((segs, li) => { const t = lines[li] ?? ''; segs.forEach((s, i) => { const end = segs[i+1]?.[0] ?? t.length; if (s.length < 2) return; const src = map.sources[s[1]]; if (!src.includes(pat)) return; parts[src] = (parts[src] ?? 0) + (end - s[0]); }); });
for (const [g, n] of Object.entries(parts).sort((a, b) => b[1] - a[1]).slice(0, 25)) console.log(String(n).padStart(6), g);
