import { Column, Entity, ForeignKey, Index, PrimaryColumn } from 'typeorm';
import { UserEntity } from '../account/user.entity';

/**
 * A login session (`sessions`). The cookie holds a random 32-byte token; only its SHA-256 is stored,
 * so a copy of the database cannot be used to log in.
 */
@Entity({ name: 'sessions' })
@Index('sessions_user_id_idx', ['userId'])
@Index('sessions_expires_at_idx', ['expiresAt'])
export class SessionEntity {
  @PrimaryColumn({ name: 'token_hash', type: 'bytea', primaryKeyConstraintName: 'sessions_pkey' })
  tokenHash!: Buffer;

  @Column({ name: 'user_id', type: 'text' })
  @ForeignKey(() => UserEntity, { name: 'sessions_user_id_fkey', onDelete: 'CASCADE' })
  userId!: string;

  @Column({ name: 'created_at', type: 'timestamptz', default: () => 'now()' })
  createdAt!: Date;

  @Column({ name: 'last_seen_at', type: 'timestamptz', default: () => 'now()' })
  lastSeenAt!: Date;

  /** Sliding: pushed forward as the session is used (`SessionService`). */
  @Column({ name: 'expires_at', type: 'timestamptz' })
  expiresAt!: Date;
}
