import type { UserEntity } from '../account/user.entity';
import type { Viewer } from './chart-access';

/** The chart rules' view of the session user (`null` when anonymous). */
export function viewerOf(user: UserEntity | null): Viewer | null {
  return user && { userId: user.id, emailAddress: user.email, premium: user.premium, pending: user.pending };
}
