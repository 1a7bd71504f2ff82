// The production builds' stand-in for 'styled-components' (decisions 0269, 0270): the embed's
// Rollup config and the host app's Vite config point the bare import here, so pages and widgets
// style themselves with about 2 KB of code instead of about 11 KB. The unit and browser tests and
// Storybook keep styled-components itself. Its API is typed as styled-components', which the
// sources are checked against; the runtime implements the part of it they use.
import type * as StyledComponents from 'styled-components';
import {
  createGlobalStyle as runtimeCreateGlobalStyle,
  css as runtimeCss,
  keyframes as runtimeKeyframes,
  styled as runtimeStyled,
  StyleSheetManager as RuntimeStyleSheetManager,
} from './styled';

export const css = runtimeCss as unknown as typeof StyledComponents.css;
export const keyframes = runtimeKeyframes as unknown as typeof StyledComponents.keyframes;
export const createGlobalStyle =
  runtimeCreateGlobalStyle as unknown as typeof StyledComponents.createGlobalStyle;
export const StyleSheetManager =
  RuntimeStyleSheetManager as unknown as typeof StyledComponents.StyleSheetManager;
const styled = runtimeStyled as unknown as typeof StyledComponents.default;
export default styled;
