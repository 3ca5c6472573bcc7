/** The two templates the email-test endpoints render. */
export type EmailTemplate = 'welcome' | 'reset';

/** What every send endpoint answers: `method` is smtp or outbox, prefixed queue+ via BullMQ. */
export interface EmailTestResult {
  success: boolean;
  message: string;
  method: string;
}
