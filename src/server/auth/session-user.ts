/** The signed-in learner as the session knows them: what every protected route starts from. */
export interface SessionUser {
  id: string;
  email: string;
  name: string;
  emailVerified: boolean;
}
