// The records of the academy and the answers of the calls that carry them
// (`@academy/contracts/records`): one zod schema each, read by the API, the apps and the tests.
export * from './instants';
export * from '../time/indiaTime';
export * from './submissions';
export * from './content';
export * from './api';
export * from './office';
export * from './sampleAchievements';
export * from './payments';
export * from './teachers';
export * from './demos';
