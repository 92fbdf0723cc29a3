/**
 * The metric families the operations team's monitoring and alerts read (issue 21 item 1, docs/operations.md):
 * metrics.test.ts and the soak's last check (bench/soak/metrics-check.ts) hold every process to showing each.
 */
export const MONITORED_FAMILIES = [
  'http_request_duration_seconds',
  'app_errors_total',
  'app_signups_total',
  'app_job_outcomes_total',
  'app_job_duration_seconds',
  'app_event_bus_lag_seconds',
  'app_websockets_open',
  'app_db_connections_in_use',
  'app_db_query_duration_seconds',
  'app_job_queue_jobs',
  'app_job_queue_oldest_due_seconds',
  'app_scheduled_job_runs',
  'app_orders_last_day',
  'process_resident_memory_bytes',
  'nodejs_eventloop_lag_p99_seconds',
] as const;
