/** A candidate's name as staff read it; the e-mail address when they gave no name. */
export const candidateName = (profile: {
  firstName: string | null;
  lastName: string | null;
  email: string;
}) => [profile.firstName, profile.lastName].filter(Boolean).join(' ') || profile.email;
