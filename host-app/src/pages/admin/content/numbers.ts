// A number typed in a form: spaces and underscores between digits are allowed ("1 500 000");
// empty or not a number gives NaN, so the contract schema refuses it with its own message.
export function numberOf(text: string | undefined): number {
  const clean = (text ?? '').replace(/[\s_]/g, '');
  return clean === '' ? Number.NaN : Number(clean);
}
