/** Response shapes of /api/admin/*, shared by the backend that answers them and the dashboard that reads them. */

/** A user as the admin table and the CSV export show them. */
export interface AdminUserDto {
  id: string;
  name: string;
  email: string;
  role: 'user' | 'admin';
  createdAt: string;
  lastSignInAt: string | null;
  teams: number;
  passkeys: number;
}

/** GET /api/admin/users: one page of the users matching the filter. */
export interface AdminUserListDto {
  items: AdminUserDto[];
  total: number;
  page: number;
  pageSize: number;
}

export interface UsageFiguresDto {
  signUps: number;
  activeUsers: number;
  teamsCreated: number;
  picksRecorded: number;
  chatMessages: number;
  aiTokens: number;
}

/** One UTC day of usage. */
export interface UsageDayDto extends UsageFiguresDto {
  date: string;
}

/** GET /api/admin/analytics. */
export interface UsageAnalyticsDto {
  from: string;
  to: string;
  days: UsageDayDto[];
  /** Sums over the range, except activeUsers: the distinct users active on any day of it. */
  totals: UsageFiguresDto;
}

/** A dependency's health check (also /health's per-dependency entry). */
export interface DependencyStatusDto {
  status: 'up' | 'down';
  latencyMs: number;
  error?: string;
}

export interface QueueHealthDto {
  name: string;
  waiting: number;
  active: number;
  delayed: number;
  failed: number;
  /** The latest failures (the job's data holds addresses and links, so only what went wrong). */
  recentFailures: { id: string; name: string; reason: string; attempts: number; failedAt: string | null }[];
}

/** GET /api/admin/system-health. */
export interface SystemHealthDto {
  checkedAt: string;
  database: DependencyStatusDto;
  redis: DependencyStatusDto | { status: 'not-configured' };
  queues: { mode: 'bullmq'; queues: QueueHealthDto[] } | { mode: 'in-process'; description: string };
  sockets: { thisProcess: number; allProcesses: number | null };
  eventStore: {
    headPosition: number;
    projections: { name: string; checkpointPosition: number; lagEvents: number; lagPositions: number }[];
  };
  process: { pid: number; nodeVersion: string; uptimeSeconds: number; rssBytes: number; heapUsedBytes: number; heapTotalBytes: number };
}
