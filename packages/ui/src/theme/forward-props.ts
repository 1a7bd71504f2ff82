// styled-components forwards every non-$ prop to the DOM but warns about names it does not know,
// such as `part` (the shadow-parts attribute). SavdoRoot applies this to its whole tree (so
// widget code can put `part` on any styled element); ui components also carry it themselves
// for use outside a SavdoRoot.
export const forwardDomProps = {
  shouldForwardProp: (prop: string) => !prop.startsWith('$'),
};
