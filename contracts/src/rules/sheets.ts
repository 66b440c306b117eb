// The columns of each sheet, in the spreadsheet's order and named as the CSV header writes them.
// The forms build rows in this order, the API validates and stores them (each column under its
// snake_case name) and the data CLI reads and writes CSV with these headers.

export const REGISTRATION_COLUMNS = [
  'date', 'registrationNumber', 'course', 'parentName', 'childName', 'age', 'address', 'countryCode',
  'mobileNumber', 'email', 'referralCode',
] as const;

export const APPLICANT_COLUMNS = [
  'date', 'applicationNumber', 'blank1', 'name', 'mobileNumber', 'email', 'expertIn', 'level', 'yoe',
  'blank2', 'sourceCode', 'status',
] as const;
/** The applicant's e-mail cell, the one whose hash keeps an e-mail to one application. */
export const APPLICANT_EMAIL_INDEX = APPLICANT_COLUMNS.indexOf('email');

export const ACHIEVEMENT_COLUMNS = ['id', 'title', 'subtitle', 'imageFile'] as const;

export const PUZZLE_COLUMNS = [
  'date', 'puzzleId', 'question', 'optionA', 'optionB', 'optionC', 'optionD', 'answer', 'explaination',
] as const;

export const TOURNAMENT_COLUMNS = ['istStart', 'supportLink', 'groupALink', 'groupBLink'] as const;
