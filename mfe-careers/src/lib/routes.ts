/** The application form's route; absolute, because remotes render under the shell's splat route. */
export const CAREER_REGISTRATION_PATH = '/careers/career-registration';

/** What "Apply Now" hands to the form: the opening chosen, for the e-mails. */
export interface ApplicationRouteState {
  position?: string;
}
