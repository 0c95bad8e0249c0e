export type { TUser } from '../../lib/user';

export interface TSignUpInput {
  name: string;
  email: string;
  password: string;
}

export interface TSignInInput {
  email: string;
  password: string;
}
