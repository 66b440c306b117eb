import styled from 'styled-components';

// In the success colours of a toast, but in the flow: the shell stacks these notices in one
// fixed place (several can show at once), top right below the navigation.
const StyledNotice = styled.div`
  padding: ${({ theme }) => theme.space[3]} ${({ theme }) => theme.space[4]};
  border-radius: ${({ theme }) => theme.radius.md};
  box-shadow: ${({ theme }) => theme.shadow.md};
  color: ${({ theme }) => theme.color.onDanger};
  background: ${({ theme }) => theme.color.success};
  font-weight: ${({ theme }) => theme.font.weight.medium};
`;

const StyledLine = styled.p`
  margin: 0;
`;

const StyledClose = styled.button`
  margin-top: ${({ theme }) => theme.space[2]};
  padding: ${({ theme }) => theme.space[1]} ${({ theme }) => theme.space[3]};
  border: 1px solid currentColor;
  border-radius: ${({ theme }) => theme.radius.md};
  background: transparent;
  color: inherit;
  font: inherit;
  cursor: pointer;
  &:focus-visible {
    outline: 3px solid ${({ theme }) => theme.color.focus};
    outline-offset: 2px;
  }
`;

/** The sentence for a saved submission that has gone through ('registration', 'application'). */
export function savedSubmissionSentMessage(submission: string, number: string): string {
  return `Your saved ${submission} has been sent. Its number is ${number}.`;
}

/**
 * The notice a later visit shows when submissions saved on this device have gone through: each
 * with its number, until the person closes it.
 */
export function SavedSubmissionSent({ submission, numbers, onClose }: { submission: string; numbers: string[]; onClose: () => void }) {
  if (numbers.length === 0) return null;
  return (
    <StyledNotice role="status">
      {numbers.map((number) => (
        <StyledLine key={number}>{savedSubmissionSentMessage(submission, number)}</StyledLine>
      ))}
      <StyledClose type="button" onClick={onClose}>
        Close
      </StyledClose>
    </StyledNotice>
  );
}
