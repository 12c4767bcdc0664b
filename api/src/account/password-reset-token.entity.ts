import { Column, Entity, ForeignKey, Index, PrimaryColumn } from 'typeorm';
import { UserEntity } from './user.entity';

/**
 * An e-mailed link to set a new password, "wachtwoord vergeten" (`password_reset_tokens`). Only the SHA-256 of the
 * token is stored, so a copy of the database cannot set anyone's password. A token works once.
 */
@Entity({ name: 'password_reset_tokens' })
@Index('password_reset_tokens_user_id_idx', ['userId'])
export class PasswordResetTokenEntity {
  @PrimaryColumn({
    name: 'token_hash',
    type: 'bytea',
    primaryKeyConstraintName: 'password_reset_tokens_pkey',
  })
  tokenHash!: Buffer;

  @Column({ name: 'user_id', type: 'text' })
  @ForeignKey(() => UserEntity, { name: 'password_reset_tokens_user_id_fkey', onDelete: 'CASCADE' })
  userId!: string;

  @Column({ name: 'created_at', type: 'timestamptz', default: () => 'now()' })
  createdAt!: Date;

  @Column({ name: 'expires_at', type: 'timestamptz' })
  expiresAt!: Date;

  @Column({ name: 'used_at', type: 'timestamptz', nullable: true })
  usedAt!: Date | null;
}
