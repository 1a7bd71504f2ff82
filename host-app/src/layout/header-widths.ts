// The signed-in header's controls (menu, balance, language, theme, chat, notifications, account)
// must fit every phone without sideways scrolling. Up to 400 px they gave up room, but at
// 401-540 px (most Android phones are 412) the last two were cut off; measured in uz, ru and en.

/** At or below: smaller controls, and the brand, the globe and the balance's plus give way. */
export const HEADER_COMPACT_MAX = 560;
