import { Column, Entity, Index, PrimaryGeneratedColumn } from 'typeorm';

/**
 * Every mail the server sends (`outbox`): the record of what went out, and in development (no SMTP)
 * the only place it goes, shown by `GET /nl/ajax/email/outbox`.
 */
@Entity({ name: 'outbox' })
@Index('outbox_created_at_idx', ['createdAt'])
@Index('outbox_to_created_at_idx', ['to', 'createdAt'])
export class OutboxMailEntity {
  /** bigint: the pg driver returns it as a string. */
  @PrimaryGeneratedColumn('identity', {
    type: 'bigint',
    generatedIdentity: 'ALWAYS',
    primaryKeyConstraintName: 'outbox_pkey',
  })
  id!: string;

  @Column({ type: 'text' })
  to!: string;

  @Column({ type: 'text' })
  subject!: string;

  @Column({ type: 'text' })
  text!: string;

  @Column({ type: 'text' })
  html!: string;

  /** The mail's main link (activation or login), for a one-click button in the outbox screen. */
  @Column({ type: 'text', nullable: true })
  link!: string | null;

  @Column({ name: 'created_at', type: 'timestamptz', default: () => 'now()' })
  createdAt!: Date;

  /** When the SMTP server accepted it; `null` when there is no SMTP server or delivery failed. */
  @Column({ name: 'sent_at', type: 'timestamptz', nullable: true })
  sentAt!: Date | null;
}
