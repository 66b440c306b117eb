import styled from 'styled-components';
import {
  Button,
  FormField,
  HoneypotField,
  HONEYPOT_FIELD,
  media,
  StyledInput,
  useForm,
  useTimedMessage,
  validateForm,
} from '@academy/shared';
import { courseRequestSchema } from '@academy/shared/rules';
import { useCourseRequest } from '../hooks/useCourseRequest';
import {
  COURSE_REQUEST_EMPTY,
  COURSE_REQUEST_FAILED,
  COURSE_REQUEST_MESSAGE_MS,
  COURSE_REQUEST_SUCCESS,
} from '../lib/courseRequestMessages';

type CourseRequestField = 'email' | 'course' | typeof HONEYPOT_FIELD;
const EMPTY: Record<CourseRequestField, string> = { email: '', course: '', website: '' };

interface Message {
  tone: 'success' | 'error';
  text: string;
}

const StyledForm = styled.form`
  display: grid;
  gap: ${({ theme }) => theme.space[3]};
  width: 100%;
  ${media.up('sm')} {
    grid-template-columns: minmax(0, 1fr) minmax(0, 1fr) auto;
    align-items: end;
  }
`;

const StyledMessage = styled.p<{ $tone: Message['tone'] }>`
  grid-column: 1 / -1;
  margin: 0;
  padding: ${({ theme }) => theme.space[2]} ${({ theme }) => theme.space[3]};
  border-radius: ${({ theme }) => theme.radius.sm};
  border-left: 4px solid ${({ theme, $tone }) => ($tone === 'success' ? theme.color.success : theme.color.danger)};
  background: ${({ theme, $tone }) => ($tone === 'success' ? theme.color.successSurface : theme.color.dangerSurface)};
  color: ${({ theme, $tone }) => ($tone === 'success' ? theme.color.success : theme.color.danger)};
  font-size: ${({ theme }) => theme.font.size.sm};
  font-weight: ${({ theme }) => theme.font.weight.medium};
  &:empty {
    display: none;
  }
`;

/** Home's "Notify us": ask for a course that is not listed. */
export function CourseRequestForm() {
  const form = useForm<CourseRequestField>({ initialValues: EMPTY });
  const message = useTimedMessage<Message>(COURSE_REQUEST_MESSAGE_MS);
  const requestCourse = useCourseRequest();

  const onSubmit = form.handleSubmit(async ({ email, course, website }) => {
    const problems = validateForm(courseRequestSchema, { email, course, website });
    // A missing field speaks first, then the e-mail, then the course name.
    const problem = problems.course === COURSE_REQUEST_EMPTY ? COURSE_REQUEST_EMPTY : (problems.email ?? problems.course);
    if (problem) {
      message.show({ tone: 'error', text: problem });
      return;
    }
    if (website) {
      // A bot filled the honeypot: send nothing, and give it no sign of that.
      form.reset();
      message.show({ tone: 'success', text: COURSE_REQUEST_SUCCESS });
      return;
    }
    message.clear();
    const outcome = await requestCourse({ email, course });
    if (outcome === 'sent') {
      form.reset();
      message.show({ tone: 'success', text: COURSE_REQUEST_SUCCESS });
    } else {
      message.show({ tone: 'error', text: COURSE_REQUEST_FAILED });
    }
  });

  return (
    <StyledForm onSubmit={onSubmit} noValidate aria-label="Course request">
      <FormField label="Your e-mail" htmlFor={form.fieldId('email')} errorId={form.errorId('email')}>
        <StyledInput {...form.field('email')} type="email" autoComplete="email" placeholder="you@example.com" />
      </FormField>
      <FormField label="Course name" htmlFor={form.fieldId('course')} errorId={form.errorId('course')}>
        <StyledInput {...form.field('course')} type="text" autoComplete="off" placeholder="e.g. Robotics" />
      </FormField>
      <HoneypotField
        id={form.fieldId(HONEYPOT_FIELD)}
        value={form.values[HONEYPOT_FIELD]}
        onChange={(event) => form.setValue(HONEYPOT_FIELD, event.target.value)}
      />
      <Button type="submit" variant="accent" busy={form.submitting} busyLabel="Sending…">
        Notify me
      </Button>
      <StyledMessage role="status" $tone={message.message?.tone ?? 'success'}>
        {message.message?.text ?? ''}
      </StyledMessage>
    </StyledForm>
  );
}
