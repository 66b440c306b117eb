import { useConfig } from '@academy/shared';
import { demoCopy } from '../../../content/demoBooking';
import { StyledNotice, StyledRow } from './styled';

/** A link that opens no demo (changed, past, erased): the API's sentence, and how to reach the academy. */
export function LinkProblem({ message }: { message: string }) {
  const { supportPhone, supportEmail } = useConfig();
  return (
    <>
      <StyledNotice role="alert" $tone="error">
        {message}
      </StyledNotice>
      <p>{demoCopy.askUs(supportPhone, supportEmail)}</p>
      <StyledRow>
        <a href={`tel:${supportPhone.replace(/[^\d+]/g, '')}`}>{demoCopy.callUs(supportPhone)}</a>
        <a href={`mailto:${supportEmail}`}>{demoCopy.writeUs(supportEmail)}</a>
      </StyledRow>
    </>
  );
}
