/** The answers of /api/admin/* (backend/src/modules/admin), as the dashboard uses them. */

export type UserRole = 'user' | 'admin';
export type UserSortColumn = 'name' | 'email' | 'role' | 'createdAt' | 'lastSignInAt' | 'teams' | 'passkeys';
export type SortOrder = 'asc' | 'desc';

export interface AdminUser {
  id: string;
  name: string;
  email: string;
  role: UserRole;
  createdAt: string;
  lastSignInAt: string | null;
  teams: number;
  passkeys: number;
}

/** Which users, in which order: the table's filter, repeated by the CSV export. */
export interface UserFilter {
  search: string;
  role: UserRole | null;
  sort: UserSortColumn;
  order: SortOrder;
}

export interface UserList {
  items: AdminUser[];
  total: number;
  page: number;
  pageSize: number;
}

export interface UsageFigures {
  signUps: number;
  activeUsers: number;
  teamsCreated: number;
  picksRecorded: number;
  chatMessages: number;
  aiTokens: number;
}

export interface UsageDay extends UsageFigures {
  date: string;
}

export interface UsageAnalytics {
  from: string;
  to: string;
  days: UsageDay[];
  /** Sums over the range, except activeUsers: distinct users active on any of its days. */
  totals: UsageFigures;
}

export interface DependencyStatus {
  status: 'up' | 'down';
  latencyMs: number;
  error?: string;
}

export interface QueueHealth {
  name: string;
  waiting: number;
  active: number;
  delayed: number;
  failed: number;
  recentFailures: { id: string; name: string; reason: string; attempts: number; failedAt: string | null }[];
}

export interface SystemHealth {
  checkedAt: string;
  database: DependencyStatus;
  redis: DependencyStatus | { status: 'not-configured' };
  queues: { mode: 'bullmq'; queues: QueueHealth[] } | { mode: 'in-process'; description: string };
  sockets: { thisProcess: number; allProcesses: number | null };
  eventStore: {
    headPosition: number;
    projections: { name: string; checkpointPosition: number; lagEvents: number; lagPositions: number }[];
  };
  process: { pid: number; nodeVersion: string; uptimeSeconds: number; rssBytes: number; heapUsedBytes: number; heapTotalBytes: number };
}
