/**
 * banner-list, banner-create, banner-edit, banner-delete and the same four for instructions:
 * the admin command line, over the same service and the same contract schemas as the admin API.
 * A body is given as JSON (`--json '{"title":{"uz":"…","ru":"…","en":"…"},…}'`).
 */
import {
  BannerInputSchema,
  BannerPatchSchema,
  InstructionInputSchema,
  InstructionPatchSchema,
  type BannerInput,
  type BannerPatch,
  type InstructionInput,
  type InstructionPatch,
} from '@savdo/contract';
import type { TSchema } from 'typebox';
import { Value } from 'typebox/value';
import { idOf, parse, stringFlag, type ParsedArgs } from '../../cli/args';
import { UsageError, type AdminCommand } from '../../cli/command';
import {
  allBanners,
  allInstructions,
  createBanner,
  createInstruction,
  editBanner,
  editInstruction,
  removeBanner,
  removeInstruction,
} from './service';

/** The --json body, checked against the API's schema; the first problem names its field. */
function bodyOf<T>(p: ParsedArgs, schema: TSchema): T {
  const text = stringFlag(p, 'json');
  if (text === undefined) throw new UsageError('missing --json <body>');
  let value: unknown;
  try {
    value = JSON.parse(text);
  } catch {
    throw new UsageError('--json is not valid JSON');
  }
  if (Value.Check(schema, value)) return value as T;
  const first = [...Value.Errors(schema, value)][0];
  const field = first?.instancePath.replace(/^\//, '').replace(/\//g, '.') || 'body';
  throw new UsageError(`${field}: ${first?.message ?? 'invalid value'}`);
}

const JSON_FLAG = { json: { type: 'string' as const } };

export const bannerListCommand: AdminCommand = {
  name: 'banner-list',
  readOnly: true,
  summary: 'list every banner, active or not',
  usage: 'banner-list',
  async run(_args, { db, out }) {
    const banners = await allBanners(db);
    out(`${banners.length} banners`);
    for (const b of banners)
      out(
        `  #${b.id} ${b.title.en} (${b.active ? 'active' : 'inactive'}) ${b.image_url}` +
          ` ${b.starts_at ?? '-'} .. ${b.ends_at ?? '-'}`,
      );
  },
};

export const bannerCreateCommand: AdminCommand = {
  name: 'banner-create',
  summary: 'add a dashboard banner (title in uz/ru/en, image_url, link_url, active dates)',
  usage: `banner-create --json '{"title":{"uz":"…","ru":"…","en":"…"},"image_url":"https://…","link_url":"/plans","starts_at":null,"ends_at":null}'`,
  async run(args, { db, out }) {
    const banner = await createBanner(
      db,
      bodyOf<BannerInput>(parse(args, JSON_FLAG), BannerInputSchema),
    );
    out(`banner #${banner.id} created`);
  },
};

export const bannerEditCommand: AdminCommand = {
  name: 'banner-edit',
  summary: 'change a banner (any of its fields)',
  usage: `banner-edit <id> --json '{"ends_at":"2027-01-01T00:00:00Z"}'`,
  async run(args, { db, out }) {
    const p = parse(args, JSON_FLAG);
    const banner = await editBanner(db, idOf(p), bodyOf<BannerPatch>(p, BannerPatchSchema));
    out(`banner #${banner.id} saved (${banner.active ? 'active' : 'inactive'})`);
  },
};

export const bannerDeleteCommand: AdminCommand = {
  name: 'banner-delete',
  summary: 'delete a banner',
  usage: 'banner-delete <id>',
  async run(args, { db, out }) {
    const id = idOf(parse(args, {}));
    await removeBanner(db, id);
    out(`banner #${id} deleted`);
  },
};

export const instructionListCommand: AdminCommand = {
  name: 'instruction-list',
  readOnly: true,
  summary: 'list every instruction by page location',
  usage: 'instruction-list',
  async run(_args, { db, out }) {
    const list = await allInstructions(db);
    out(`${list.length} instructions`);
    for (const i of list) out(`  #${i.id} [${i.location}] ${i.title.en}`);
  },
};

export const instructionCreateCommand: AdminCommand = {
  name: 'instruction-create',
  summary: 'add an instruction to a page location (title and body in uz/ru/en)',
  usage: `instruction-create --json '{"location":"top_up","title":{"uz":"…","ru":"…","en":"…"},"body":{"uz":"…","ru":"…","en":"…"}}'`,
  async run(args, { db, out }) {
    const body = bodyOf<InstructionInput>(parse(args, JSON_FLAG), InstructionInputSchema);
    const instruction = await createInstruction(db, body);
    out(`instruction #${instruction.id} created`);
  },
};

export const instructionEditCommand: AdminCommand = {
  name: 'instruction-edit',
  summary: 'change an instruction (any of its fields)',
  usage: `instruction-edit <id> --json '{"position":2}'`,
  async run(args, { db, out }) {
    const p = parse(args, JSON_FLAG);
    const instruction = await editInstruction(
      db,
      idOf(p),
      bodyOf<InstructionPatch>(p, InstructionPatchSchema),
    );
    out(`instruction #${instruction.id} saved`);
  },
};

export const instructionDeleteCommand: AdminCommand = {
  name: 'instruction-delete',
  summary: 'delete an instruction',
  usage: 'instruction-delete <id>',
  async run(args, { db, out }) {
    const id = idOf(parse(args, {}));
    await removeInstruction(db, id);
    out(`instruction #${id} deleted`);
  },
};
