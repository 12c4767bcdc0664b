import { Column, Entity, ForeignKey, PrimaryColumn } from 'typeorm';
import { UserEntity } from './user.entity';

/**
 * The settings a user changed (`user_settings`): only the changed keys are stored; reading merges them
 * over the defaults with `resolveUserSettings` from `@steekwerk/model`.
 */
@Entity({ name: 'user_settings' })
export class UserSettingsEntity {
  @PrimaryColumn({ name: 'user_id', type: 'text', primaryKeyConstraintName: 'user_settings_pkey' })
  @ForeignKey(() => UserEntity, { name: 'user_settings_user_id_fkey', onDelete: 'CASCADE' })
  userId!: string;

  @Column({ type: 'jsonb', default: () => `'{}'` })
  settings!: Record<string, unknown>;

  @Column({ name: 'updated_at', type: 'timestamptz', default: () => 'now()' })
  updatedAt!: Date;
}
