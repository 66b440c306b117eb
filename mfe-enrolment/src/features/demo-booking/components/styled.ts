import styled from 'styled-components';

// The demo booking's parts, the same in the success overlay and on the manage page.

export const StyledSection = styled.section`
  width: 100%;
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space[3]};
  text-align: start;
  h2,
  h3 {
    margin: 0;
    font-size: ${({ theme }) => theme.font.size.lg};
    text-align: center;
  }
  p {
    margin: 0;
  }
`;

export const StyledMuted = styled.p`
  color: ${({ theme }) => theme.color.textMuted};
  font-size: ${({ theme }) => theme.font.size.sm};
  text-align: center;
`;

export const StyledDay = styled.div`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space[2]};
  h3,
  h4 {
    margin: 0;
    font-size: ${({ theme }) => theme.font.size.md};
    text-align: start;
  }
`;

export const StyledSlotList = styled.ul`
  display: grid;
  grid-template-columns: repeat(auto-fill, minmax(min(100%, 15rem), 1fr));
  gap: ${({ theme }) => theme.space[2]};
  margin: 0;
  padding: 0;
  list-style: none;
`;

export const StyledSlot = styled.button`
  display: flex;
  align-items: center;
  gap: ${({ theme }) => theme.space[3]};
  width: 100%;
  min-height: ${({ theme }) => theme.layout.touchTarget};
  padding: ${({ theme }) => theme.space[2]} ${({ theme }) => theme.space[3]};
  border: 2px solid ${({ theme }) => theme.color.border};
  border-radius: ${({ theme }) => theme.radius.md};
  background: ${({ theme }) => theme.color.surfaceRaised};
  color: ${({ theme }) => theme.color.text};
  font: inherit;
  text-align: start;
  cursor: pointer;
  transition: border-color ${({ theme }) => theme.motion.fast};
  &:hover:not(:disabled) {
    border-color: ${({ theme }) => theme.color.primary};
  }
  &:disabled {
    cursor: progress;
    opacity: 0.7;
  }
`;

export const StyledSlotText = styled.span`
  display: flex;
  flex-direction: column;
  min-width: 0;
  line-height: 1.3;
  strong {
    color: ${({ theme }) => theme.color.primary};
    font-size: ${({ theme }) => theme.font.size.md};
  }
  span {
    color: ${({ theme }) => theme.color.textMuted};
    font-size: ${({ theme }) => theme.font.size.sm};
  }
`;

/** The photo's frame: never squeezed by the text beside it. */
export const StyledPicture = styled.picture`
  flex: none;
  display: flex;
`;

export const StyledPhoto = styled.img`
  flex: none;
  width: 2.75rem;
  height: 2.75rem;
  border-radius: ${({ theme }) => theme.radius.round};
  object-fit: cover;
  background: ${({ theme }) => theme.color.surface};
`;

export const StyledInitial = styled.span`
  flex: none;
  display: inline-flex;
  align-items: center;
  justify-content: center;
  width: 2.75rem;
  height: 2.75rem;
  border-radius: ${({ theme }) => theme.radius.round};
  background: ${({ theme }) => theme.color.surface};
  color: ${({ theme }) => theme.color.primary};
  font-weight: ${({ theme }) => theme.font.weight.bold};
`;

export const StyledNotice = styled.p<{ $tone?: 'error' | 'info' }>`
  padding: ${({ theme }) => theme.space[3]};
  border-radius: ${({ theme }) => theme.radius.md};
  background: ${({ theme, $tone }) => ($tone === 'error' ? theme.color.dangerSurface : theme.color.surface)};
  color: ${({ theme, $tone }) => ($tone === 'error' ? theme.color.danger : theme.color.text)};
`;

export const StyledBooked = styled.div`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space[3]};
  padding: ${({ theme }) => theme.space[4]};
  border: 2px solid ${({ theme }) => theme.color.success};
  border-radius: ${({ theme }) => theme.radius.md};
  background: ${({ theme }) => theme.color.successSurface};
  h2,
  h3,
  h4 {
    margin: 0;
    font-size: ${({ theme }) => theme.font.size.md};
    text-align: start;
  }
  ul {
    margin: 0;
    padding-inline-start: ${({ theme }) => theme.space[5]};
  }
`;

export const StyledWhen = styled.div`
  display: flex;
  align-items: center;
  gap: ${({ theme }) => theme.space[3]};
  > div {
    display: flex;
    flex-direction: column;
  }
  strong {
    font-size: ${({ theme }) => theme.font.size.lg};
    color: ${({ theme }) => theme.color.text};
  }
`;

export const StyledRow = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: ${({ theme }) => theme.space[2]} ${({ theme }) => theme.space[4]};
`;
