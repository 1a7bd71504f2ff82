// A spinner centred in a page's (or a part's) place while its code loads. Its own module: a
// widget bundle that only uses Spinner does not carry it.
import styled from 'styled-components';
import { Spinner } from './spinner';

const Area = styled.div<{ $minHeight: string }>`
  min-height: ${(p) => p.$minHeight};
  display: flex;
  align-items: center;
  justify-content: center;
`;

/**
 * A spinner in the middle of the space a page, or a part of one, will take while its code loads
 * (`data-page-spinner` marks it for tests).
 */
export function AreaSpinner({ minHeight = '50vh' }: { minHeight?: string }) {
  return (
    <Area $minHeight={minHeight} data-page-spinner="">
      <Spinner size={28} />
    </Area>
  );
}
