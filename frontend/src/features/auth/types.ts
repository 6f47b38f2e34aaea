export type Role = 'admin' | 'user';

/** The signed-in user as GET /api/user answers it. */
export interface User {
  id: number;
  username: string;
  fullName: string;
  email: string;
  phone: string | null;
  role: Role;
  active: boolean;
}

export interface SignInRequest {
  username: string;
  password: string;
}

export interface RegisterRequest {
  fullName: string;
  email: string;
  /** Left out when the person gives none. */
  phone?: string;
  username: string;
  password: string;
}

export interface ResetConfirmRequest {
  token: string;
  newPassword: string;
}

/** What the reset calls answer: a sentence for the person. */
export interface ServerMessage {
  message: string;
}
