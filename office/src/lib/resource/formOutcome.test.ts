import { issueMessages } from './formOutcome';

test("a schema's refusals become the first message of each field, in the order given", () => {
  expect(
    issueMessages([
      { path: ['day'], message: 'Please choose the date.' },
      { path: ['answer'], message: 'The answer must be one of the four options, exactly as written.' },
      { path: ['day'], message: 'Give a day as YYYY-MM-DD.' },
    ]),
  ).toEqual({ day: 'Please choose the date.', answer: 'The answer must be one of the four options, exactly as written.' });
  expect(issueMessages([])).toEqual({});
});
