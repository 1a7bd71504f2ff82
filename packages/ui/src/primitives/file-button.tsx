// FileButton: a file input that speaks the interface language. The native input stays (a
// keyboard reaches it, Enter or Space opens the browser's dialog, tests and e2e set its files)
// but is visually hidden inside a label drawn as a Button; beside it, the chosen file's name or
// "no file chosen" in the interface language, never the browser's
// (docs/decisions/0306-date-and-file-controls-follow-the-interface-language.md).
import { forwardRef, useState, type InputHTMLAttributes, type ReactNode } from 'react';
import styled from 'styled-components';
import { token } from '../theme/tokens';
import { forwardDomProps } from '../theme/forward-props';
import { useT } from '../i18n/language-context';
import { buttonVariants, type ButtonSize } from './button';
import { visuallyHidden } from './focus-ring';
import { fileButtonStrings } from './file-button-strings';

export interface FileButtonProps extends Omit<
  InputHTMLAttributes<HTMLInputElement>,
  'type' | 'size' | 'children'
> {
  /** The button's text; "Choose file" in the interface language when absent. */
  children?: ReactNode;
  variant?: 'secondary' | 'ghost';
  size?: ButtonSize;
  /**
   * The name shown beside the button: a string, or null for "no file chosen"; by default the
   * files last chosen. `false` shows nothing (a field that shows its own preview).
   */
  fileName?: string | null | false;
}

const Wrap = styled.span`
  display: inline-flex;
  flex-wrap: wrap;
  align-items: center;
  gap: ${token('space-2')};
  min-width: 0;
`;

// The focused input's ring (focus-ring.ts) is drawn around the face it hides behind.
const Face = styled.label.withConfig(forwardDomProps)<{
  $variant: 'secondary' | 'ghost';
  $size: ButtonSize;
}>`
  display: inline-flex;
  align-items: center;
  min-height: ${(p) => (p.$size === 'sm' ? token('control-height-sm') : token('control-height'))};
  padding: 0 ${(p) => (p.$size === 'sm' ? token('space-2') : token('space-4'))};
  border: ${token('border-width')} solid transparent;
  border-radius: ${token('radius-md')};
  font-size: ${(p) => (p.$size === 'sm' ? token('font-size-sm') : token('font-size-md'))};
  font-weight: 600;
  cursor: pointer;
  ${(p) => buttonVariants[p.$variant]}
  & input {
    ${visuallyHidden}
  }
  &:has(input:focus-visible) {
    outline: ${token('focus-ring-width')} solid ${token('color-focus')};
    outline-offset: ${token('focus-ring-offset')};
  }
  &:has(input:disabled) {
    opacity: 0.6;
    cursor: not-allowed;
  }
`;

const Name = styled.span`
  overflow: hidden;
  text-overflow: ellipsis;
  white-space: nowrap;
  color: ${token('color-text-muted')};
  font-size: ${token('font-size-sm')};
`;

export const FileButton = forwardRef<HTMLInputElement, FileButtonProps>(function FileButton(
  { children, variant = 'secondary', size = 'md', fileName, className, onChange, ...inputProps },
  ref,
) {
  const t = useT(fileButtonStrings);
  const [chosen, setChosen] = useState<string | null>(null);
  const name = fileName === undefined ? chosen : fileName;
  return (
    <Wrap className={className}>
      <Face $variant={variant} $size={size}>
        <input
          ref={ref}
          type="file"
          {...inputProps}
          onChange={(e) => {
            const files = [...(e.currentTarget.files ?? [])];
            setChosen(files.length ? files.map((f) => f.name).join(', ') : null);
            onChange?.(e);
          }}
        />
        {children ?? t('choose')}
      </Face>
      {name === false ? null : <Name data-file-name="">{name ?? t('none')}</Name>}
    </Wrap>
  );
});
