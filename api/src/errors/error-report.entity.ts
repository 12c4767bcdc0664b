import { Column, Entity, Index, PrimaryGeneratedColumn } from 'typeorm';

/** A recent action as stored: its name, or an object describing it. */
export type RecentAction = string | Record<string, unknown>;

/**
 * One error the web app reported through `POST /nl/ajax/log/javascripterror`. Column types are
 * spelled out so nothing depends on decorator metadata.
 */
@Entity({ name: 'error_reports' })
@Index('error_reports_client_key_created_at_idx', ['clientKey', 'createdAt'])
@Index('error_reports_created_at_idx', ['createdAt'])
export class ErrorReport {
  /** bigint: the pg driver returns it as a string. */
  @PrimaryGeneratedColumn('identity', { type: 'bigint', generatedIdentity: 'ALWAYS' })
  id!: string;

  @Column({ name: 'created_at', type: 'timestamptz', default: () => 'now()' })
  createdAt!: Date;

  /**
   * Who reported it: the client's network, an IPv4 address or an IPv6 /64 (`2001:db8:0:1::/64`), the key of the
   * rate limit and duplicate check.
   */
  @Column({ name: 'client_key', type: 'text' })
  clientKey!: string;

  @Column({ name: 'user_agent', type: 'text', nullable: true })
  userAgent!: string | null;

  @Column({ name: 'error_msg', type: 'text' })
  errorMsg!: string;

  @Column({ type: 'text', nullable: true })
  filename!: string | null;

  @Column({ name: 'line_number', type: 'integer', nullable: true })
  lineNumber!: number | null;

  @Column({ name: 'column_number', type: 'integer', nullable: true })
  columnNumber!: number | null;

  @Column({ type: 'text', nullable: true })
  url!: string | null;

  @Column({ type: 'text', nullable: true })
  stack!: string | null;

  @Column({ type: 'text', nullable: true })
  action!: string | null;

  @Column({ type: 'jsonb', nullable: true })
  actions!: RecentAction[] | null;

  @Column({ type: 'jsonb', nullable: true })
  state!: Record<string, unknown> | null;

  @Column({ type: 'text', nullable: true })
  version!: string | null;
}
