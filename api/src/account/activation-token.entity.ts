import { Column, Entity, ForeignKey, Index, PrimaryColumn } from 'typeorm';
import { UserEntity } from './user.entity';

/**
 * An e-mailed activation link (`activation_tokens`). Only the SHA-256 of the token is stored, so a
 * copy of the database cannot activate anything.
 */
@Entity({ name: 'activation_tokens' })
@Index('activation_tokens_user_id_idx', ['userId'])
export class ActivationTokenEntity {
  @PrimaryColumn({ name: 'token_hash', type: 'bytea', primaryKeyConstraintName: 'activation_tokens_pkey' })
  tokenHash!: Buffer;

  @Column({ name: 'user_id', type: 'text' })
  @ForeignKey(() => UserEntity, { name: 'activation_tokens_user_id_fkey', onDelete: 'CASCADE' })
  userId!: string;

  @Column({ name: 'created_at', type: 'timestamptz', default: () => 'now()' })
  createdAt!: Date;

  @Column({ name: 'expires_at', type: 'timestamptz' })
  expiresAt!: Date;

  @Column({ name: 'used_at', type: 'timestamptz', nullable: true })
  usedAt!: Date | null;
}
